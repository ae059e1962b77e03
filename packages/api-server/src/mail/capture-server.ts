import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the capture server received, as the development mail page shows it. */
export interface CapturedMessage {
  id: string;
  receivedAt: string;
  /** The SMTP envelope's recipients (what the mail was delivered to). */
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  /** text/calendar parts (invites), as their .ics text. */
  calendars: { method: string | null; content: string }[];
  /** The whole message as received (RFC 5322). */
  raw: string;
}

export interface MailCapture {
  /** smtp://127.0.0.1:port, for the outbox worker's transport. */
  smtpUrl: string;
  port: number;
  /** Newest first. */
  messages(): readonly CapturedMessage[];
  message(id: string): CapturedMessage | undefined;
  /**
   * Drops an erased candidate's messages (after the erasure commits): those sent from the
   * given outbox rows (invites to staff included) and any delivered to the given addresses.
   * Answers how many it dropped.
   */
  forget(mail: ErasedMail): number;
  close(): Promise<void>;
}

/** What an erasure deleted from the outbox, and the candidate's address before it. */
export interface ErasedMail {
  outboxIds: readonly string[];
  addresses: readonly string[];
}

/** The outbox row a message was sent from: its Message-ID is `<outbox id@domain>` (outbox-job.ts). */
function outboxIdOf(message: CapturedMessage): string | null {
  return /^<([^@>]+)@/.exec(message.messageId ?? '')?.[1]?.toLowerCase() ?? null;
}

/** Kept in memory: the newest this many messages (a development inbox, lost at restart). */
const keptMessages = 500;
const maxMessageBytes = 20 * 1024 * 1024;

function calendarMethod(content: string): string | null {
  return /^METHOD:(.+)$/m.exec(content)?.[1]?.trim() ?? null;
}

/**
 * A local SMTP server (smtp-server) on loopback that accepts every message and keeps it in
 * memory: with no SMTP_URL, mail "sent" by the app lands here and is read at /dev/mail, so
 * the feature works on a fresh clone without a mail account. Never used when SMTP_URL is set.
 */
export async function startMailCapture(port = 0): Promise<MailCapture> {
  const messages: CapturedMessage[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxMessageBytes,
    banner: 'ATS development mail capture',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too big'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const toText = Array.isArray(parsed.to)
              ? parsed.to.map((address) => address.text).join(', ')
              : (parsed.to?.text ?? '');
            const calendars = parsed.attachments
              .filter((attachment) => attachment.contentType === 'text/calendar')
              .map((attachment) => {
                const content = attachment.content.toString('utf8');
                return { method: calendarMethod(content), content };
              });
            messages.unshift({
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: parsed.from?.text ?? '',
              to: toText,
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? null,
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              calendars,
              raw,
            });
            messages.length = Math.min(messages.length, keptMessages);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error('parse')));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server keeps its net.Server as `server`; the types do not declare it.
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    smtpUrl: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages: () => messages,
    message: (id) => messages.find((message) => message.id === id),
    forget({ outboxIds, addresses }) {
      const ids = new Set(outboxIds.map((id) => id.toLowerCase()));
      const erased = new Set(addresses.map((address) => address.toLowerCase()));
      const kept = messages.filter(
        (message) =>
          !ids.has(outboxIdOf(message) ?? '') &&
          !message.envelopeTo.some((address) => erased.has(address.toLowerCase())),
      );
      const dropped = messages.length - kept.length;
      messages.splice(0, messages.length, ...kept);
      return dropped;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
