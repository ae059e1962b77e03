/** Longest name kept (the numbered prefix comes on top), in characters. */
const maxNameLength = 100;
/** Longest extension kept whole when a long name is shortened. */
const maxExtensionLength = 10;

/**
 * The name of a candidate's file inside the export archive: `<number>-<name>`, where the name
 * is the one the candidate's file had, made safe for every unzip tool and file system: no
 * path separators or characters Windows refuses (`\ / : * ? " < > |`), no control or
 * bidirectional-formatting characters, no leading or trailing dots and spaces, at most 100
 * characters with the extension kept. The number (1-based, zero-padded to two digits) keeps
 * names unique and never leaves a reserved device name (CON, NUL) or a hidden file.
 */
export function archiveFileName(originalName: string, number: number): string {
  const cleaned = originalName
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return `${String(number).padStart(2, '0')}-${shorten(cleaned) || 'file'}`;
}

/** Cuts a name to the limit by characters (not UTF-16 units), keeping a short extension. */
function shorten(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= maxNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > maxExtensionLength) {
    return characters.slice(0, maxNameLength).join('').trimEnd();
  }
  const stem = Array.from(name.slice(0, dot)).slice(0, maxNameLength - extension.length);
  return `${stem.join('').trimEnd()}${extension.join('')}`;
}
