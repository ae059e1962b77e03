/**
 * LIKE patterns from what a user typed: `%`, `_` and `\` are taken literally (PostgreSQL's
 * default escape character is `\`). One home for every search over names and e-mails.
 */

/** `text` with LIKE's special characters escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for LIKE: rows that contain `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
