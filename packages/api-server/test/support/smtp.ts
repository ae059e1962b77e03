import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport, type OutboxJobContext } from '../../src/jobs/outbox-job.ts';
import type { TestApp } from './app.ts';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (smtp-server) on a free loopback port, started by the test: it keeps
 * what it receives, or refuses every message with `refuseWith` (an SMTP status) until it is
 * set back to null.
 */
export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  refuseWith: number | null;
  close(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    refuseWith: null,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseWith !== null) {
          const error = Object.assign(new Error('refused by the test'), {
            responseCode: state.refuseWith,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            state.received.push({
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  state.port = address.port;
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The outbox worker's context for sending to `smtpUrl` (one delivery at a time, no pauses). */
export function outboxContext(testApp: TestApp, smtpUrl: string): OutboxJobContext {
  return {
    db: testApp.database.db,
    transport: createSmtpTransport(smtpUrl),
    from: 'ATS <ats@example.com>',
    log: testApp.app.log,
    retryDelaySeconds: () => 0,
  };
}
