// Images for stories and tests: inline, since the test machines have no network.

function portrait(background: string, face: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="26" r="12" fill="${face}"/><rect x="12" y="42" width="40" height="22" rx="11" fill="${face}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Sample photos for avatar stories. */
export const samplePhotos = {
  anna: portrait('#9ca3af', '#f3f4f6'),
  piotr: portrait('#64748b', '#e2e8f0'),
} as const;

/** An address that never loads, to show the initials fallback. */
export const brokenImage = 'data:image/png;base64,broken';
