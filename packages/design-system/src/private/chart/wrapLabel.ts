/**
 * Splits a category label into lines of at most `maxLineLength` characters at spaces (the
 * spec wraps a stage label longer than 12 characters). A single word longer than the limit
 * keeps a line of its own rather than being cut.
 */
export function wrapLabel(label: string, maxLineLength: number): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= maxLineLength) current = `${current} ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}
