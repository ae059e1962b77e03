/**
 * Where the browser may be sent after sign-in: a path on this server (a single leading '/',
 * never '//' or '/\', which browsers read as another host) or an absolute URL on one of the
 * allowed origins. Returns the normalised target, or null when it would be an open redirect.
 */
export function safeRedirectTarget(
  value: string | undefined,
  options: { publicOrigin: string; appOrigins: readonly string[] },
): string | null {
  if (value === undefined || value === '') return '/';
  // Browsers strip or reinterpret control characters and leading blanks in URLs.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value) || value.trimStart() !== value) return null;

  if (value.startsWith('/')) {
    if (value[1] === '/' || value[1] === '\\') return null;
    let resolved: URL;
    try {
      resolved = new URL(value, options.publicOrigin);
    } catch {
      return null;
    }
    // Belt and braces: whatever the parser made of it must stay on the public origin.
    if (resolved.origin !== new URL(options.publicOrigin).origin) return null;
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments can leave '//' at the front (`/..//evil.example` resolves to
    // `//evil.example`): checked again on the result, which is what the browser is sent to.
    if (target.startsWith('//') || target.startsWith('/\\')) return null;
    return target;
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!options.appOrigins.includes(url.origin)) return null;
  // The same rule for the path of an absolute URL: the app may navigate to it as a path.
  if (url.pathname.startsWith('//')) return null;
  return url.href;
}
