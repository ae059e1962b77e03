import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body. */
  event: { type: string; version: number; timestamp: string; data: Record<string, unknown> };
}

/** What the receiver answers: a status, or a status and headers (a redirect). */
export type Answer = number | { status: number; headers: Record<string, string> };

/**
 * A real HTTP receiver on 127.0.0.1 that records every request and answers what `answer`
 * says (200 by default).
 */
export async function startReceiver(
  answer: (request: ReceivedRequest, index: number) => Answer = () => 200,
) {
  const received: ReceivedRequest[] = [];
  const state = { answer };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: ReceivedRequest = { headers: request.headers, body, event: JSON.parse(body) };
      const index = received.length;
      received.push(entry);
      const result = state.answer(entry, index);
      const { status, headers } =
        typeof result === 'number' ? { status: result, headers: {} } : result;
      response.writeHead(status, headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Changes what it answers from now on. */
    answerWith(next: (request: ReceivedRequest, index: number) => Answer) {
      state.answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until `check` holds (polled), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
