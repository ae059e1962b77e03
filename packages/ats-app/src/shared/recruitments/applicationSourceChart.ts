import type { CandidateSource, RefererCount } from '@ats/api-sdk/rtk';
import type { ChartColour, ChartDatum } from '@ats/design-system';
import { refererHost } from '@ats/domain';

/**
 * The two job boards with colours of their own (spec part 1 §2, part 2 §2.4: "two named job
 * boards have known colours"): the two busiest sources of our applicants. A referer counts as
 * a board when it is the board's host, a subdomain of it, or an address on either.
 */
export const namedJobBoards: readonly { host: string; colour: ChartColour }[] = [
  { host: 'linkedin.com', colour: 'violet' },
  { host: 'indeed.com', colour: 'orange' },
];

/** Applications without a referer ("direct links") have a colour of their own too. */
export const directLinksColour: ChartColour = 'teal';

/** The id of the "direct links" slice; referer slices are `referer:<referer>`, so never equal. */
export const directLinksId = 'direct-links';

function colourOf(referer: string): ChartColour {
  const host = refererHost(referer);
  const board = namedJobBoards.find(
    (named) => host !== null && (host === named.host || host.endsWith(`.${named.host}`)),
  );
  return board?.colour ?? 'other';
}

/** People staff added by referral stand out; the other manual kinds take the generic colour. */
const manualSourceColour = (source: CandidateSource): ChartColour =>
  source === 'referral' ? 'pink' : 'other';

/**
 * The slices of "applications by source" (spec part 2 §2.4): applications (`applied`) by
 * referer, a null or blank referer being "direct links" (one slice, however the server spelt
 * it), the named job boards in their colours, every other referer the generic one; people
 * staff added with another source one slice per kind, named by `sourceLabel`. Sorted by
 * count, most first, for the legend (the chart itself never reorders); equal counts keep the
 * server's order.
 */
export function applicationSourceChart(
  referers: readonly RefererCount[],
  directLinksLabel: string,
  sourceLabel: (source: Exclude<CandidateSource, 'applied'>) => string,
): ChartDatum[] {
  let direct: ChartDatum | null = null;
  const data: ChartDatum[] = [];
  for (const { source, referer, count } of referers) {
    if (source !== 'applied') {
      data.push({
        id: `source:${source}`,
        label: sourceLabel(source),
        value: count,
        colour: manualSourceColour(source),
      });
    } else if (referer === null || referer.trim() === '') {
      if (direct === null) {
        direct = {
          id: directLinksId,
          label: directLinksLabel,
          value: 0,
          colour: directLinksColour,
        };
        data.push(direct);
      }
      direct.value += count;
    } else {
      data.push({
        id: `referer:${referer}`,
        label: referer,
        value: count,
        colour: colourOf(referer),
      });
    }
  }
  return data.toSorted((first, second) => second.value - first.value);
}
