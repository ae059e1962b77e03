import { constants, inflateSync } from 'node:zlib';

/**
 * What pdf-lib decodes when it loads a PDF: every object stream (`/Type /ObjStm`) and
 * cross-reference stream (`/Type /XRef`), whole, in memory. Page contents stay encoded. A
 * 10 MB resume whose object stream is a deflate bomb would decode to gigabytes, so the merged
 * PDF checks first.
 */
const decodedAtLoad = new Set(['ObjStm', 'XRef']);

/** Far more than a 10 MB resume's object and cross-reference streams decode to. */
export const maxDecodedBytesAtLoad = 64 * 1024 * 1024;

// A name after /Type, up to the next delimiter or white space (PDF 32000-1 §7.2.2).
const typeName = /\/Type\s*\/([^\s/<>[\]()%{}]+)/g;

/** A PDF name with its #xx escapes decoded, as pdf-lib reads it. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * Why loading `bytes` with pdf-lib would decode too much, or null when it stays within
 * `limit` bytes. Streams whose size cannot be bounded (a filter other than FlateDecode, or one
 * given by reference) count as too much: a resume is then left out rather than risked.
 */
export function tooMuchToDecode(
  bytes: Uint8Array,
  limit: number = maxDecodedBytesAtLoad,
): string | null {
  // latin1 keeps one character per byte, so indexes into the text are byte offsets.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let decoded = 0;
  for (const match of text.matchAll(typeName)) {
    const type = decodeName(match[1] ?? '');
    if (!decodedAtLoad.has(type)) continue;
    const keyword = text.indexOf('stream', match.index);
    if (keyword === -1) continue;
    const dictionaryStart = Math.max(0, text.lastIndexOf('obj', match.index));
    const dictionary = text.slice(dictionaryStart, keyword);
    let dataStart = keyword + 'stream'.length;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    const end = text.indexOf('endstream', dataStart);
    const data = bytes.subarray(dataStart, end === -1 ? bytes.length : end);

    const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()%{}]+|\d+\s+\d+\s+R)/.exec(dictionary);
    if (!filter) {
      decoded += data.length;
    } else {
      const names = [...(filter[1] ?? '').matchAll(/\/([^\s/<>[\]()%{}]+)/g)].map((name) =>
        decodeName(name[1] ?? ''),
      );
      if (names.length !== 1 || names[0] !== 'FlateDecode') {
        return `a ${type} stream with the filter ${filter[1]}, whose decoded size is unknown`;
      }
      try {
        decoded += inflateSync(data, {
          maxOutputLength: Math.max(1, limit - decoded + 1),
          // A truncated stream decodes as far as it goes, as pdf-lib's inflate does.
          finishFlush: constants.Z_SYNC_FLUSH,
        }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') decoded = limit + 1;
        // Damaged data: pdf-lib decides whether the file can be read.
      }
    }
    if (decoded > limit) {
      return `its ${type} streams decode to more than ${limit} bytes`;
    }
  }
  return null;
}
