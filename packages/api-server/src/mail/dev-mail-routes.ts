import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, noStore } from '../error-handler.ts';
import type { CapturedMessage, MailCapture } from './capture-server.ts';
import { escapeHtml } from './rich-text-email.ts';

/** Where the captured mail is read (development only, like the development identity provider). */
export const devMailPrefix = '/dev/mail';

/** A message's summary and the addresses of its parts, for the JSON list. */
function summary(message: CapturedMessage) {
  const base = `${devMailPrefix}/${message.id}`;
  return {
    ...message,
    links: { html: `${base}/html`, text: `${base}/text`, raw: `${base}/raw` },
  };
}

function notFound(reply: FastifyReply, requestId: string) {
  return reply
    .code(404)
    .header('cache-control', noStore)
    .type('application/json')
    .send(errorBody(404, requestId));
}

function listPage(messages: readonly CapturedMessage[]): string {
  const rows = messages
    .map((message) => {
      const base = `${devMailPrefix}/${encodeURIComponent(message.id)}`;
      const invite = message.calendars.length > 0 ? ' (invite)' : '';
      return `<tr><td>${escapeHtml(message.receivedAt)}</td><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}${invite}</td><td><a href="${base}/html">HTML</a> · <a href="${base}/text">text</a> · <a href="${base}/raw">source</a></td></tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Captured mail</title>
<style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style></head>
<body><h1>Captured mail</h1>
<p>Mail the server sent while no SMTP_URL is set; newest first, kept in memory until the server stops. <a href="${devMailPrefix}.json">JSON</a></p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Read</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}
</tbody></table></body></html>`;
}

/**
 * The development mail pages, registered only when the local capture server is the one in
 * use: the list (HTML, and JSON for tests), and each message's HTML part (sandboxed: no
 * scripts, no requests), plain-text part and source.
 */
export function registerDevMailRoutes(app: FastifyInstance, capture: MailCapture): void {
  app.get(devMailPrefix, async (_request, reply) =>
    reply
      .header('cache-control', noStore)
      .type('text/html; charset=utf-8')
      .send(listPage(capture.messages())),
  );
  app.get(`${devMailPrefix}.json`, async (_request, reply) =>
    reply.header('cache-control', noStore).send(capture.messages().map(summary)),
  );
  app.get<{ Params: { id: string; part: string } }>(
    `${devMailPrefix}/:id/:part`,
    async (request, reply) => {
      const message = capture.message(request.params.id);
      if (!message) return notFound(reply, request.id);
      reply.header('cache-control', noStore);
      switch (request.params.part) {
        case 'html':
          return reply
            .header(
              'content-security-policy',
              "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
            )
            .type('text/html; charset=utf-8')
            .send(message.html ?? `<pre>${escapeHtml(message.text)}</pre>`);
        case 'text':
          return reply.type('text/plain; charset=utf-8').send(message.text);
        case 'raw':
          return reply.type('text/plain; charset=utf-8').send(message.raw);
        default:
          return notFound(reply, request.id);
      }
    },
  );
}
