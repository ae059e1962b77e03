import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../features/files/index.ts';

/**
 * Sends a PDF made for this request, with the headers of stored files (type, length,
 * disposition with an ASCII and a UTF-8 name, nosniff). It is made from data that can
 * change (names, positions), so it is not cached; headers are set only here, after
 * everything succeeded, so that an error answer carries none of them.
 */
export function sendGeneratedPdf(
  reply: FastifyReply,
  bytes: Uint8Array,
  options: { disposition: 'inline' | 'attachment'; fileName: string },
): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-length', bytes.byteLength)
    .header('content-disposition', contentDisposition(options.disposition, options.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .code(200)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
