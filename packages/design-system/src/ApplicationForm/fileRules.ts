// Which files each file question takes. The spec names no types or sizes; these defaults are
// ours (docs/decisions.md): the resume is shown in a PDF viewer and merged into a PDF, so it
// must be a PDF; the photo is shown as an image.

/** Question types answered with a file. */
export type FileQuestionType = 'Resume' | 'Photo' | 'CoverLetter' | 'Attachment';

/** What one kind of file question accepts. */
export interface FileRule {
  /** File types as in the `accept` attribute (`.pdf`, `image/png`, `image/*`); empty or absent: any file. */
  accept?: string;
  /** Largest file, in bytes; absent: any size. */
  maxBytes?: number;
}

/** The default largest file: 10 MB. */
export const defaultMaxFileBytes = 10 * 1024 * 1024;

export const defaultFileRules: Record<FileQuestionType, FileRule> = {
  Resume: { accept: '.pdf,application/pdf', maxBytes: defaultMaxFileBytes },
  Photo: {
    accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
    maxBytes: defaultMaxFileBytes,
  },
  CoverLetter: {
    accept:
      '.pdf,.doc,.docx,.odt,.rtf,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,application/rtf,text/plain',
    maxBytes: defaultMaxFileBytes,
  },
  Attachment: { maxBytes: defaultMaxFileBytes },
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
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
