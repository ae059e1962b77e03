/** A file part of the application, in the order the multipart body carries it. */
export interface UploadedFile {
  name: string;
  size: number;
}

/** How much of one file has been sent. */
export interface FileUploadProgress {
  fileName: string;
  loadedBytes: number;
  totalBytes: number;
}

/**
 * Each file's share of an upload from the request's progress (`loaded` of `total` bytes, or
 * `total` null when the browser does not know it). The body is the JSON part first, then the
 * files in order; its multipart framing is counted as coming before the files, so a file
 * reads complete only when everything up to it was sent.
 */
export function filesUploadProgress(
  files: readonly UploadedFile[],
  loaded: number,
  total: number | null,
): FileUploadProgress[] {
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  const otherBytes = total === null ? 0 : Math.max(0, total - fileBytes);
  let sentOfFiles = clamp(loaded - otherBytes, 0, fileBytes);
  return files.map((file) => {
    const loadedBytes = clamp(sentOfFiles, 0, file.size);
    sentOfFiles -= loadedBytes;
    return { fileName: file.name, loadedBytes, totalBytes: file.size };
  });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The files of a multipart body in the order `toFormData` writes their parts: a Blob value
 * is a part, an object of Blobs (attachments) a part per entry.
 */
export function filesInPartOrder(body: Record<string, unknown>): UploadedFile[] {
  return Object.values(body).flatMap((value) => {
    if (value instanceof File) return [{ name: value.name, size: value.size }];
    if (typeof value !== 'object' || value === null || value instanceof Blob) return [];
    return Object.values(value)
      .filter((entry): entry is File => entry instanceof File)
      .map((file) => ({ name: file.name, size: file.size }));
  });
}
