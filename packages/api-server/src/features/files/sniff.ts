import { type ApplicationFileTypeName, applicationFileTypes } from '@ats/domain';

/**
 * Recognises an uploaded file's type by its content, never by its name or declared type:
 * magic bytes for binary formats, and "valid UTF-8 without NUL bytes" for plain text. Pure:
 * it only looks at the bytes it is given, in order.
 */

/** Bytes read before the magic-byte decision (enough for a ZIP's first entry name). */
export const sniffHeadBytes = 512;

const odtMediaType = applicationFileTypes.odt.mediaType;

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
      const firstEntry = new TextDecoder().decode(head.subarray(30, nameEnd));
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
 * The type the first bytes announce; 'txt' means "no magic matched": the file is text only
 * if all of it turns out to be valid UTF-8 without NUL bytes. Null for an empty head.
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

/**
 * Feeds on a file's bytes as they stream by. `candidate` is the magic-byte decision once the
 * head is complete (so a caller can refuse a wrong type early); `finish()` gives the type
 * after the last byte, or null when the content is not a known type.
 */
export class FileTypeSniffer {
  private head: Buffer = Buffer.alloc(0);
  private decided: ApplicationFileTypeName | null | undefined;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private isText = true;
  private size = 0;

  constructor(private readonly fileName: string) {}

  /** The type by magic bytes once `sniffHeadBytes` arrived (undefined before). */
  get candidate(): ApplicationFileTypeName | null | undefined {
    if (this.decided === 'txt' && !this.isText) return null;
    return this.decided;
  }

  push(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (this.decided === undefined) {
      const missing = sniffHeadBytes - this.head.length;
      this.head = Buffer.concat([this.head, chunk.subarray(0, missing)]);
      if (this.head.length >= sniffHeadBytes) this.decided = typeByMagic(this.head, this.fileName);
    }
    if (this.isText) {
      try {
        this.isText = !chunk.includes(0);
        if (this.isText) this.utf8.decode(chunk, { stream: true });
      } catch {
        this.isText = false;
      }
    }
  }

  /** The file's type after its last byte; null when empty or not recognised. */
  finish(): ApplicationFileTypeName | null {
    if (this.size === 0) return null;
    this.decided ??= typeByMagic(this.head, this.fileName);
    if (this.decided !== 'txt') return this.decided;
    if (this.isText) {
      try {
        this.utf8.decode(); // an unfinished multi-byte sequence at the end throws
      } catch {
        this.isText = false;
      }
    }
    return this.isText ? 'txt' : null;
  }
}

/** The type of a whole file held in memory (tests, small files). */
export function sniffFileType(bytes: Uint8Array, fileName: string): ApplicationFileTypeName | null {
  const sniffer = new FileTypeSniffer(fileName);
  sniffer.push(bytes);
  return sniffer.finish();
}
