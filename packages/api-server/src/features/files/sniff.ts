// Recognises an uploaded file's type by its content as it streams in, never by its name or
// declared type, with the domain's rules (the application form checks a chosen file with the
// same ones: @ats/domain files/fileContent.ts): magic bytes for binary formats, and "valid
// UTF-8 without NUL bytes" for plain text. Pure: it only looks at the bytes it is given.
import { type ApplicationFileTypeName, sniffHeadBytes, typeByMagic } from '@ats/domain';

export { sniffHeadBytes };

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
