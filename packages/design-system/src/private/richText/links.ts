/** Link schemes a rich text may point at: web pages and e-mail. Anything else (javascript:, data:) is refused. */
const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/** True when `href` is an absolute http(s) or mailto address. */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  try {
    const url = new URL(href);
    if (!allowedProtocols.has(url.protocol)) return false;
    return url.protocol === 'mailto:' ? url.pathname !== '' : url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The address a user typed, as a link target, or null when it is not one: http(s) and
 * mailto addresses are kept; a bare host such as "example.com/jobs" becomes https; an
 * e-mail address becomes mailto. White space around it is ignored.
 */
export function normaliseLinkHref(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+\.[^:/]+:\d/.test(text))
    return isSafeHref(text) ? text : null;
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(text)) return `mailto:${text}`;
  const withScheme = `https://${text.replace(/^\/\//, '')}`;
  // A bare host needs a dot (example.com), so that a stray word is not taken for an address.
  if (!isSafeHref(withScheme)) return null;
  return new URL(withScheme).hostname.includes('.') ? withScheme : null;
}
