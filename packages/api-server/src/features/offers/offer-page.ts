import { RecruitmentStatus } from '@ats/api-sdk';
import { LANGUAGE } from '../../db/reference-data.ts';
import { formatServerMessage } from '../../i18n/format-server-message.ts';
import type { OfferLookup, RecruitmentOffer } from './queries.ts';

/**
 * The server's part of the public offer page (`/offers/:recruitmentId`, outside the
 * contract): the built `offer.html` with its `<!--offer-head-->` comment replaced by the
 * title, description, Open Graph tags and schema.org JobPosting JSON-LD, so that job boards
 * and link previews read the offer without running the page's script.
 */

/** The comment in offer.html's <head> that the tags replace. */
export const offerHeadPlaceholder = '<!--offer-head-->';

/** 200 for an open offer, 410 for a closed one, 404 for drafts, pending and unknown ids. */
export function offerPageStatus(lookup: OfferLookup | null): 200 | 404 | 410 {
  if (lookup?.offer) return 200;
  return lookup?.status === RecruitmentStatus.Closed ? 410 : 404;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * JSON safe inside <script>: `<`, `>` and `&` as \u escapes, so no `</script>` or `<!--`
 * in a value can end the element; the line separators too, for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface RichTextNode {
  type?: unknown;
  text?: unknown;
  content?: unknown;
}

/** The text blocks (paragraphs, headings, list items) of a ProseMirror node, in order. */
function textBlocks(node: RichTextNode): string[] {
  if (typeof node.text === 'string') return [node.text];
  if (!Array.isArray(node.content)) return [];
  const children = node.content.filter(
    (child): child is RichTextNode => child !== null && typeof child === 'object',
  );
  const isInline = (child: RichTextNode) =>
    typeof child.text === 'string' || child.type === 'hard_break';
  if (children.length > 0 && children.every(isInline)) {
    return [children.map((child) => (typeof child.text === 'string' ? child.text : '\n')).join('')];
  }
  return children.flatMap(textBlocks);
}

/**
 * Serialised rich text (a ProseMirror document in JSON) as plain text, one block per line;
 * a value that is not such a document is taken as plain text already.
 */
export function richTextToPlainText(serialised: string): string {
  let document: unknown;
  try {
    document = JSON.parse(serialised);
  } catch {
    return serialised.trim();
  }
  if (document === null || typeof document !== 'object' || !('type' in document)) {
    return serialised.trim();
  }
  return textBlocks(document as RichTextNode)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .join('\n');
}

/** A short description for previews: whitespace collapsed, at most about 300 characters. */
function summary(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(collapsed);
  return characters.length <= 300 ? collapsed : `${characters.slice(0, 297).join('').trimEnd()}…`;
}

/** The schema.org JobPosting of an open offer (https://schema.org/JobPosting). */
export function jobPosting(offer: RecruitmentOffer, offerUrl: string): Record<string, unknown> {
  const title = offer.jobTitle.trim() || offer.title;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: richTextToPlainText(offer.jobDescription),
    url: offerUrl,
    datePosted: offer.publishedDate,
    validThrough: offer.deadline,
    totalJobOpenings: offer.vacantPosts,
    jobLocation: {
      '@type': 'Place',
      address: offer.locationDescription,
      geo: {
        '@type': 'GeoCoordinates',
        latitude: offer.locationLatitude,
        longitude: offer.locationLongitude,
      },
    },
  };
  if (offer.remoteWorkIsPossible) posting.jobLocationType = 'TELECOMMUTE';
  if (offer.budgetCurrency && offer.budgetPerPositionMax > 0) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: offer.budgetCurrency.id,
      value: {
        '@type': 'QuantitativeValue',
        minValue: offer.budgetPerPositionMin,
        maxValue: offer.budgetPerPositionMax,
      },
    };
  }
  return posting;
}

/** The tags that replace the placeholder: full for an open offer, "not available" otherwise. */
export function offerHead(lookup: OfferLookup | null, offerUrl: string): string {
  const offer = lookup?.offer;
  if (!offer) {
    // In English: the page's script then names the tab in the visitor's language.
    const title = formatServerMessage(LANGUAGE.english, 'offer.notAvailable.pageTitle');
    return [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex">'].join(
      '\n',
    );
  }
  const title = escapeHtml(offer.jobTitle.trim() || offer.title);
  const description = escapeHtml(summary(richTextToPlainText(offer.jobDescription)));
  const url = escapeHtml(offerUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<script type="application/ld+json">${jsonForScript(jobPosting(offer, offerUrl))}</script>`,
  ].join('\n');
}

/**
 * offer.html with the head tags in place of the placeholder. The head brings its own title,
 * so the template's generic one (used by the development server) is dropped: one title only.
 */
export function renderOfferPage(template: string, head: string): string {
  // A function replacement: `$&` and the like in an offer's text stay literal.
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(offerHeadPlaceholder, () => head);
}
