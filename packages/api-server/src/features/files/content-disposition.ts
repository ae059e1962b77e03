/**
 * A Content-Disposition value (RFC 6266) for a name the candidate chose: quotes, slashes,
 * backslashes and control characters removed; `filename` an ASCII fallback, `filename*` the
 * UTF-8 name percent-encoded (RFC 8187).
 */
export function contentDisposition(kind: 'inline' | 'attachment', originalName: string): string {
  const name =
    originalName
      .normalize('NFC')
      .replace(/["'/\\\p{Cc}]/gu, '')
      .trim() || 'file';
  const asciiName = name
    // Ł has no decomposition; the other Polish letters lose their marks below.
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|%/g, '_');
  const encodedName = encodeURIComponent(name).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodedName}`;
}
