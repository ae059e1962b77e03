// Which files each file question takes. The spec names no types or sizes; these defaults are
// the server's rules (docs/decisions/files.md), written here because the design system never
// imports the SDK: an app passes the server's own values through `fileRules`. The resume is
// shown in a PDF viewer and merged into a PDF, so it must be a PDF; the photo is shown as an
// image.
import {
  type ApplicationFileTypeName,
  applicationFileTypes,
  isUtf8Text,
  sniffHeadBytes,
  typeByMagic,
} from '@ats/domain';

/** Question types answered with a file. */
export type FileQuestionType = 'Resume' | 'Photo' | 'CoverLetter' | 'Attachment';

/** What one kind of file question accepts. */
export interface FileRule {
  /** File types as in the `accept` attribute (`.pdf`, `image/png`, `image/*`); empty or absent: any file. */
  accept?: string;
  /** Largest file, in bytes; absent: any size. */
  maxBytes?: number;
}

const megabytes = (count: number) => count * 1024 * 1024;

/** A file type: the extensions a picker offers and the media type a browser reports. */
interface AcceptedType {
  extensions: readonly string[];
  mediaType: string;
}

const pdf: AcceptedType = { extensions: ['.pdf'], mediaType: 'application/pdf' };
const documents: readonly AcceptedType[] = [
  pdf,
  { extensions: ['.doc'], mediaType: 'application/msword' },
  {
    extensions: ['.docx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { extensions: ['.odt'], mediaType: 'application/vnd.oasis.opendocument.text' },
  { extensions: ['.rtf'], mediaType: 'application/rtf' },
  { extensions: ['.txt'], mediaType: 'text/plain' },
];
const images: readonly AcceptedType[] = [
  { extensions: ['.jpg', '.jpeg'], mediaType: 'image/jpeg' },
  { extensions: ['.png'], mediaType: 'image/png' },
  { extensions: ['.webp'], mediaType: 'image/webp' },
];

/** An `accept` attribute: every extension, then every media type (as the server's rules write it). */
function acceptOf(types: readonly AcceptedType[]): string {
  return [...types.flatMap((type) => type.extensions), ...types.map((type) => type.mediaType)].join(
    ',',
  );
}

export const defaultFileRules: Record<FileQuestionType, FileRule> = {
  Resume: { accept: acceptOf([pdf]), maxBytes: megabytes(10) },
  Photo: { accept: acceptOf(images), maxBytes: megabytes(5) },
  CoverLetter: { accept: acceptOf(documents), maxBytes: megabytes(10) },
  Attachment: { accept: acceptOf([...documents, ...images]), maxBytes: megabytes(10) },
};

/** What is wrong with a chosen file, if anything. */
export type FileProblem = 'type' | 'size';

/**
 * Checks a file against its rule. The `accept` attribute only filters the browser's picker
 * (a user can still choose "All files"), so the form checks again.
 */
export function fileProblem(file: File, rule: FileRule): FileProblem | null {
  if (!acceptsFile(rule.accept, file)) return 'type';
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) return 'size';
  return null;
}

function acceptsFile(accept: string | undefined, file: File): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * Checks a file's content as the server does (the domain's magic bytes and UTF-8 text rules):
 * a text file named `cv.pdf` is a 'type' problem here, as it would be at the final submit.
 * It reads the file's first bytes, and all of it only when it may be plain text.
 */
export async function fileContentProblem(file: File, rule: FileRule): Promise<FileProblem | null> {
  if (acceptTokens(rule.accept).length === 0) return null;
  const head = new Uint8Array(await file.slice(0, sniffHeadBytes).arrayBuffer());
  let type = typeByMagic(head, file.name);
  if (type === 'txt' && acceptsType(rule.accept, type)) {
    type = isUtf8Text(new Uint8Array(await file.arrayBuffer())) ? 'txt' : null;
  }
  return type !== null && acceptsType(rule.accept, type) ? null : 'type';
}

function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
}

/** Whether `accept` lists the type recognised by content (an extension or media type of it). */
function acceptsType(accept: string | undefined, name: ApplicationFileTypeName): boolean {
  const { mediaType, extensions } = applicationFileTypes[name];
  return acceptTokens(accept).some((token) => {
    if (token.startsWith('.')) return (extensions as readonly string[]).includes(token);
    if (token.endsWith('/*')) return mediaType.startsWith(token.slice(0, -1));
    return mediaType === token;
  });
}
