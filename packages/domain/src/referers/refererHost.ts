/**
 * A host name as DNS spells it, lower case: dot-separated labels of letters, digits, `-` and
 * `_` (at most 63 characters each; at most 253 in all, checked apart).
 */
const hostNamePattern =
  /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * Where an application came from, as it is stored and counted: only the host name a referer
 * names, once normalised, so that one source is one row in "applications by source".
 * Lower case (ASCII letters), without a scheme, credentials, port, path, query or trailing
 * dot, and without leading `www.`s while a dotted name remains: `https://jan@WWW.LinkedIn.com:443/jobs?q=x`,
 * `www.linkedin.com` and `LinkedIn.com.` all give `linkedin.com`; a campaign's source word
 * gives itself (`Newsletter` gives `newsletter`). Null (a direct link) when empty or when no
 * DNS-shaped name is left (free text, `javascript:`, `file:`, IPv6 literals, non-ASCII).
 *
 * The migration `packages/api-server/drizzle/0001_referer_hosts.sql` applies the same steps
 * in SQL to stored rows; a server test holds the two equal.
 */
export function refererHost(referer: string | null | undefined): string | null {
  const lowerCase = (referer ?? '')
    .replace(/^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g, '')
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const host = lowerCase
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '') // scheme
    .replace(/[/?#\\].*$/s, '') // path, query, fragment
    .replace(/^.*@/s, '') // credentials
    .replace(/:[0-9]*$/, '') // port
    .replace(/\.$/, '') // the root's dot
    .replace(/^(?:www\.)+(?=.*\.)/, ''); // every leading www. that leaves a dotted name
  return host.length <= 253 && hostNamePattern.test(host) ? host : null;
}
