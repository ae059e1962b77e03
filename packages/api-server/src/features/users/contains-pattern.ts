/** `%text%` for LIKE, with `%`, `_` and `\` typed by the user taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
