/** Meaning of a coloured element; the app maps domain values (stage types, statuses) onto these. */
export type Tone = 'positive' | 'critical' | 'caution' | 'info' | 'promote' | 'neutral';

/** Every tone, in display order. */
export const tones: readonly Tone[] = [
  'positive',
  'critical',
  'caution',
  'info',
  'promote',
  'neutral',
];

/** The theme's colour role that paints each tone. */
export const toneColourRole = {
  positive: 'success',
  critical: 'danger',
  caution: 'warning',
  info: 'info',
  promote: 'primary',
  neutral: 'neutral',
} as const satisfies Record<Tone, string>;
