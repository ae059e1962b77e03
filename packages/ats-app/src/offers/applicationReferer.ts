/** The contract's bound of `referer` (JobApplicationData). */
const maxRefererLength = 2048;

export interface RefererSources {
  /** The offer page's query string (`location.search`). */
  search: string;
  /** `document.referrer`: the page that linked here, or '' when none is known. */
  documentReferrer: string;
  /** The offer page's own host name (`location.hostname`). */
  ownHostname: string;
}

/**
 * Where the candidate came from, as the application records it: the `utm_source` parameter
 * when the link carries one (job boards and campaigns name themselves), else the host name of
 * the page that linked here when it is another site (`www.linkedin.com`), else null (a
 * direct link: typed, bookmarked, or from this site itself).
 */
export function applicationReferer({
  search,
  documentReferrer,
  ownHostname,
}: RefererSources): string | null {
  const utmSource = new URLSearchParams(search).get('utm_source')?.trim();
  if (utmSource) return utmSource.slice(0, maxRefererLength);
  const hostname = hostnameOf(documentReferrer);
  if (!hostname || hostname === ownHostname.toLowerCase()) return null;
  return hostname;
}

function hostnameOf(address: string): string | null {
  try {
    return new URL(address).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
