import type { ApplicationFileTypeName } from './applicationFiles.ts';

/**
 * Recognises an application file's type by its content, never by its name or declared type:
 * magic bytes for binary formats, and "valid UTF-8 without NUL bytes" for plain text. The
 * server checks every upload with these rules as it streams in, and the application form
 * checks a file with the same rules as soon as it is chosen (docs/decisions/files.md).
 * Pure: it only looks at the bytes it is given.
 */

/** Bytes read before the magic-byte decision (enough for a ZIP's first entry name). */
export const sniffHeadBytes = 512;

const odtMediaType = 'application/vnd.oasis.opendocument.text';

/** First entries that only Office Open XML packages (docx) start with. */
const officeOpenXmlFirstEntries = [
  /^\[Content_Types\]\.xml$/,
  /^_rels\//,
  /^docProps\//,
  /^word\//,
];

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => head[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Bytes as one character each: enough to compare with the ASCII names a ZIP entry may have. */
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The extension of a file name, lower case with the dot ('' when none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * A ZIP told apart as an OpenDocument text (its first entry is `mimetype` holding the ODT
 * media type, stored uncompressed), a Word document (its first entry is an Office Open XML
 * part), or, failing both, by the file name's extension: only once the ZIP magic matched.
 */
function zipDocumentType(head: Uint8Array, fileName: string): ApplicationFileTypeName | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.length >= 30) {
    const compressedSize = view.getUint32(18, true);
    const nameLength = view.getUint16(26, true);
    const extraLength = view.getUint16(28, true);
    const nameEnd = 30 + nameLength;
    if (head.length >= nameEnd) {
      const firstEntry = latin1(head.subarray(30, nameEnd));
      const dataStart = nameEnd + extraLength;
      if (
        firstEntry === 'mimetype' &&
        compressedSize === odtMediaType.length &&
        startsWith(head, ascii(odtMediaType), dataStart)
      ) {
        return 'odt';
      }
      if (officeOpenXmlFirstEntries.some((pattern) => pattern.test(firstEntry))) return 'docx';
    }
  }
  const extension = extensionOf(fileName);
  if (extension === '.docx') return 'docx';
  if (extension === '.odt') return 'odt';
  return null;
}

/**
 * The type the first bytes (up to `sniffHeadBytes`) announce; 'txt' means "no magic matched":
 * the file is text only if all of it turns out to be valid UTF-8 without NUL bytes (see
 * `isUtf8Text`). Null for an empty head or a ZIP that is no document.
 */
export function typeByMagic(head: Uint8Array, fileName: string): ApplicationFileTypeName | null {
  if (head.length === 0) return null;
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return zipDocumentType(head, fileName);
  if (startsWith(head, ascii('{\\rtf'))) return 'rtf';
  return 'txt';
}

const isContinuation = (byte: number | undefined) =>
  byte !== undefined && byte >= 0x80 && byte <= 0xbf;

/**
 * Whether the bytes are valid UTF-8 (as a fatal WHATWG TextDecoder reads it: no overlong
 * forms, no surrogates, nothing above U+10FFFF, no cut sequence at the end) without NUL.
 */
export function isUtf8Text(bytes: Uint8Array): boolean {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index] as number;
    if (byte === 0) return false;
    if (byte < 0x80) {
      index += 1;
      continue;
    }
    // The allowed range of the second byte, and how many bytes the sequence has.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (byte >= 0xc2 && byte <= 0xdf) length = 2;
    else if (byte >= 0xe0 && byte <= 0xef) {
      length = 3;
      if (byte === 0xe0) low = 0xa0;
      if (byte === 0xed) high = 0x9f;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      length = 4;
      if (byte === 0xf0) low = 0x90;
      if (byte === 0xf4) high = 0x8f;
    } else return false;
    const second = bytes[index + 1];
    if (second === undefined || second < low || second > high) return false;
    for (let offset = 2; offset < length; offset++) {
      if (!isContinuation(bytes[index + offset])) return false;
    }
    index += length;
  }
  return true;
}

/** The type of a whole file's content; null when empty or not recognised. */
export function sniffFileType(bytes: Uint8Array, fileName: string): ApplicationFileTypeName | null {
  const type = typeByMagic(bytes.subarray(0, sniffHeadBytes), fileName);
  if (type !== 'txt') return type;
  return isUtf8Text(bytes) ? 'txt' : null;
}
