import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  type ApplicationFileKind,
  type ApplicationFileTypeName,
  applicationFilePart,
  applicationFileRules,
  applicationFileTypes,
} from '@ats/domain';
import { badRequest } from '../../errors.ts';
import type { FileStorage } from '../files/index.ts';
import { FileTypeSniffer } from '../files/index.ts';
import { displayFileName } from './application-rules.ts';

/** A file of an application, stored already; its `files` row is written with the application. */
export interface StoredApplicationFile {
  /** The `files` row's id (the answer's fileIdentifier). */
  fileId: string;
  storageKey: string;
  kind: ApplicationFileKind;
  /** The Attachment element the file answers; null for resume, photo and cover letter. */
  questionId: string | null;
  contentType: string;
  sizeBytes: number;
  /** The name the candidate's file had, made safe for display (never used as a path). */
  originalName: string;
  /** sha-256 (hex) of the bytes: part of the Idempotency-Key's fingerprint. */
  sha256: string;
}

export interface ApplicationFileUpload {
  kind: ApplicationFileKind;
  questionId: string | null;
  /** The name the file had on the candidate's machine. */
  fileName: string;
  source: Readable | Buffer;
}

/** Fallback display names, when a file name has nothing displayable left. */
const fallbackNames: Record<ApplicationFileKind, string> = {
  Resume: 'resume',
  Photo: 'photo',
  CoverLetter: 'cover-letter',
  Attachment: 'attachment',
};

/**
 * Streams one file to the storage under a fresh key of the server's making, counting its
 * bytes and recognising its type by content (src/features/files/sniff.ts) on the way. A file over
 * its kind's size limit, or of a type its kind does not take, is the catalogue's 400 and
 * leaves nothing in the storage.
 */
export async function storeApplicationFile(
  storage: FileStorage,
  upload: ApplicationFileUpload,
): Promise<StoredApplicationFile> {
  const rule = applicationFileRules[upload.kind];
  const field = partNameOf(upload);
  const accepts = (type: ApplicationFileTypeName) => rule.types.includes(type);
  const fileId = randomUUID();
  const storageKey = `applications/${fileId}`;
  const sniffer = new FileTypeSniffer(upload.fileName);
  let sizeBytes = 0;
  const hash = createHash('sha256');

  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > rule.maxBytes) {
        callback(badRequest(`${upload.kind} file is over ${rule.maxBytes} bytes`, field));
        return;
      }
      sniffer.push(chunk);
      hash.update(chunk);
      const candidate = sniffer.candidate;
      if (candidate === null || (candidate !== undefined && !accepts(candidate))) {
        callback(badRequest(`${upload.kind} file of type ${candidate ?? 'unknown'}`, field));
        return;
      }
      callback(null, chunk);
    },
  });
  const source = Buffer.isBuffer(upload.source) ? Readable.from([upload.source]) : upload.source;
  // pipeline() carries an error of either side to the other, so the storage sees it.
  await storage.putStream(
    storageKey,
    pipeline(source, inspector, () => {}),
  );

  const type = sniffer.finish();
  if (type === null || !accepts(type)) {
    await storage.delete(storageKey);
    throw badRequest(`${upload.kind} file of type ${type ?? 'unknown'}`, field);
  }
  return {
    fileId,
    storageKey,
    kind: upload.kind,
    questionId: upload.questionId,
    contentType: applicationFileTypes[type].mediaType,
    sizeBytes,
    sha256: hash.digest('hex'),
    originalName: withExtensionOf(
      displayFileName(upload.fileName, fallbackNames[upload.kind]),
      type,
    ),
  };
}

/** The multipart part that carries a file (the contract's names): the field of a refusal. */
export function partNameOf(file: Pick<ApplicationFileUpload, 'kind' | 'questionId'>): string {
  return applicationFilePart(file.kind, file.questionId ?? null);
}

/** The longest display name kept (as displayFileName). */
const maxNameLength = 255;

/**
 * The name ending in an extension of the type the content turned out to be, so a download
 * opens as what it is: an HTML page named `cv.pdf` or `page.html` is stored as text and
 * downloads as `cv.pdf.txt` or `page.html.txt`, never as a page a browser would run.
 */
function withExtensionOf(name: string, type: ApplicationFileTypeName): string {
  const extensions: readonly string[] = applicationFileTypes[type].extensions;
  if (extensions.some((extension) => name.toLowerCase().endsWith(extension))) return name;
  const extension = extensions[0] ?? '';
  const base = Array.from(name)
    .slice(0, maxNameLength - extension.length)
    .join('');
  return `${base}${extension}`;
}

/** Deletes stored files of an application that will not be recorded (no orphan bytes). */
export async function discardStoredFiles(
  storage: FileStorage,
  files: readonly Pick<StoredApplicationFile, 'storageKey'>[],
): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(file.storageKey)));
}
