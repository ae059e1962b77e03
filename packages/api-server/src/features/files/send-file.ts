import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { contentDisposition } from './content-disposition.ts';
import type { StoredFile } from './queries.ts';

/** Files never change (a new upload is a new id): private caches may keep them an hour. */
const cacheControlKept = 'private, max-age=3600';
/** Every read must reach the server (to be recorded): the browser revalidates, a 304 is cheap. */
const cacheControlRevalidated = 'private, no-cache';

/** Anything but a PDF opened on its own runs nothing and loads nothing (an SVG's scripts). */
const sandboxPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Shown in the browser (the PDF viewer, an image); anything else is downloaded. */
function isShownInline(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}

/** Whether If-None-Match names this ETag (or is `*`); weak and strong tags compare alike. */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export interface SendStoredFileOptions {
  /**
   * Called once the file is served (200, or 304 when the client has it), before the answer
   * goes: the access log's record of a read. Its failure fails the request. When given, the
   * browser must ask again on every read (no-cache) instead of keeping the file an hour.
   */
  recordRead?: () => Promise<void>;
}

/**
 * Streams a stored file with its type, length, disposition and caching headers, or answers
 * 304 when the client has it. Bytes missing from the storage while the row exists: 404, and
 * a warning, since the row and the storage disagree.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: SendStoredFileOptions = {},
): Promise<FastifyReply> {
  const etag = `"${file.id}"`;
  const cacheControl = options.recordRead ? cacheControlRevalidated : cacheControlKept;
  if (matchesETag(request.headers['if-none-match'], etag)) {
    await options.recordRead?.();
    return reply.header('etag', etag).header('cache-control', cacheControl).code(304).send();
  }
  const stored = await request.server.files.getStream(file.storageKey);
  if (!stored) {
    request.log.warn(
      { fileId: file.id, storageKey: file.storageKey },
      'file row without bytes in the storage',
    );
    throw notFound(`no bytes for file ${file.id}`);
  }
  try {
    await options.recordRead?.();
  } catch (error) {
    stored.stream.destroy();
    throw error;
  }
  const inline = isShownInline(file.contentType);
  reply
    .type(file.contentType)
    .header('content-length', stored.sizeBytes)
    .header(
      'content-disposition',
      contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    )
    .header('x-content-type-options', 'nosniff')
    .header('etag', etag)
    .header('cache-control', cacheControl);
  if (file.contentType !== 'application/pdf') {
    reply.header('content-security-policy', sandboxPolicy);
  }
  return reply.code(200).send(stored.stream);
}
