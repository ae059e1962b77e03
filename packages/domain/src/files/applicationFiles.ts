/**
 * Which files an application takes, per file question type: the server checks every upload
 * against these rules (by the file's content, not its name), and the application form shows
 * and checks the same ones before sending (docs/decisions/files.md, "Application files").
 */

/** Question types answered with a file, and the multipart part that carries each. */
export type ApplicationFileKind = 'Resume' | 'Photo' | 'CoverLetter' | 'Attachment';

/** A file type the server can recognise by its first bytes. */
export interface ApplicationFileType {
  /** The Content-Type the file is stored and served with. */
  mediaType: string;
  /** File name extensions (lower case, with the dot) the picker offers. */
  extensions: readonly string[];
}

export const applicationFileTypes = {
  pdf: { mediaType: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { mediaType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mediaType: 'image/png', extensions: ['.png'] },
  webp: { mediaType: 'image/webp', extensions: ['.webp'] },
  doc: { mediaType: 'application/msword', extensions: ['.doc'] },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  odt: { mediaType: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'] },
  rtf: { mediaType: 'application/rtf', extensions: ['.rtf'] },
  txt: { mediaType: 'text/plain', extensions: ['.txt'] },
} as const satisfies Record<string, ApplicationFileType>;

export type ApplicationFileTypeName = keyof typeof applicationFileTypes;

export interface ApplicationFileRule {
  types: readonly ApplicationFileTypeName[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
}

const megabytes = (count: number) => count * 1024 * 1024;
const documents: readonly ApplicationFileTypeName[] = ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt'];
const images: readonly ApplicationFileTypeName[] = ['jpeg', 'png', 'webp'];

/**
 * The resume must be a PDF (it is shown in the PDF viewer and merged into one PDF); the
 * photo an image a browser shows safely (no SVG: it can carry scripts).
 */
export const applicationFileRules: Record<ApplicationFileKind, ApplicationFileRule> = {
  Resume: { types: ['pdf'], maxBytes: megabytes(10) },
  Photo: { types: images, maxBytes: megabytes(5) },
  CoverLetter: { types: documents, maxBytes: megabytes(10) },
  Attachment: { types: [...documents, ...images], maxBytes: megabytes(10) },
};

/** The most files one application may carry (resume, photo, cover letter, attachments). */
export const maxApplicationFiles = 20;

/** The `accept` attribute of a file input for a kind: extensions and media types. */
export function acceptAttribute(kind: ApplicationFileKind): string {
  const types = applicationFileRules[kind].types.map((name) => applicationFileTypes[name]);
  return [...types.flatMap((type) => type.extensions), ...types.map((type) => type.mediaType)].join(
    ',',
  );
}

/**
 * The multipart part of the apply call that carries a file of this kind (the contract's
 * names): `resume`, `photo`, `coverLetter`, or `attachments[<questionId>]` for an attachment
 * question. A refusal of the apply call names its field by it (`Error.field`).
 */
export function applicationFilePart(kind: ApplicationFileKind, questionId: string | null): string {
  switch (kind) {
    case 'Resume':
      return 'resume';
    case 'Photo':
      return 'photo';
    case 'CoverLetter':
      return 'coverLetter';
    case 'Attachment':
      return `attachments[${questionId ?? ''}]`;
  }
}
