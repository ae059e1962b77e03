import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devProviderPrefix } from './auth/dev-provider/provider.ts';
import { ServiceUnavailableError } from './errors.ts';

/**
 * The embedded database (PGlite) runs one query at a time in this process, and every query
 * waits behind all queries queued before it. With hundreds of requests at once, a request of
 * ten queries waits ten times behind the whole crowd: some waited more than 10 s, /api/health
 * included. So requests are let in a few at a time, in order of arrival; the others wait
 * their turn, and a request that cannot be let in soon (the queue is full or it waited too
 * long) is answered 503 with Retry-After instead of hanging.
 */
export interface RequestQueueLimits {
  /** Requests handled at once. */
  concurrency: number;
  /** Requests waiting beyond those; one more is answered 503 at once. */
  maxQueued: number;
  /** A request that waited this long is answered 503. */
  maxWaitMs: number;
  /** Retry-After of those 503 answers. */
  retryAfterSeconds: number;
}

/** Measured with bench/embedded-load.mjs (docs/performance.md). */
export const defaultEmbeddedQueue: RequestQueueLimits = {
  concurrency: 4,
  maxQueued: 400,
  maxWaitMs: 3000,
  retryAfterSeconds: 1,
};

/**
 * Requests that never wait: the health check (load balancers must see a live server), the
 * built web app's files and the contract with its reference page (no database), and the
 * development identity provider, which sign-in calls in-process from a request that already
 * has its turn (waiting there would wait for itself).
 */
function waitsInQueue(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  if (routeUrl === '/api/health' || routeUrl === '/*' || routeUrl === '/api/openapi.json') {
    return false;
  }
  if (request.url.startsWith(`${devProviderPrefix}/`)) return false;
  return !routeUrl?.startsWith('/api/docs');
}

interface Waiting {
  since: number;
  admit(): void;
  refuse(reason: string): void;
}

export function createRequestQueue(limits: RequestQueueLimits) {
  let active = 0;
  const waiting: Waiting[] = [];
  let admitting = false;

  /**
   * Lets the first waiting ones in at the event loop's next check phase, never at once, even
   * when a place is free. PGlite's queries run on this thread without yielding: a request let
   * in where it was read runs to its end before Node reads the next socket, so a crowd kept
   * Node from reading some sockets for seconds (answered after more than 10 s, or never).
   * This way each turn of the loop reads every socket that has a request (cheap: parsing
   * only) and then handles at most `concurrency` of the waiting ones, in order of arrival.
   */
  function admitNextSoon() {
    if (admitting) return;
    admitting = true;
    setImmediate(() => {
      admitting = false;
      while (active < limits.concurrency && waiting.length > 0) {
        const next = waiting.shift() as Waiting;
        if (Date.now() - next.since > limits.maxWaitMs) {
          next.refuse(`waited over ${limits.maxWaitMs} ms in the request queue`);
          continue;
        }
        active += 1;
        next.admit();
      }
    });
  }

  function leave() {
    active -= 1;
    if (waiting.length > 0) admitNextSoon();
  }

  /** Waits for a turn; resolves with the function that ends it (call it exactly once). */
  function enter(reply: FastifyReply): Promise<() => void> {
    let left = false;
    const endTurn = () => {
      if (left) return;
      left = true;
      leave();
    };
    if (waiting.length >= limits.maxQueued) {
      return Promise.reject(
        new ServiceUnavailableError(limits.retryAfterSeconds, 'request queue full'),
      );
    }
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        since: Date.now(),
        admit() {
          clearTimeout(timer);
          reply.raw.off('close', onGone);
          resolve(endTurn);
        },
        refuse(reason) {
          clearTimeout(timer);
          reply.raw.off('close', onGone);
          const index = waiting.indexOf(entry);
          if (index !== -1) waiting.splice(index, 1);
          reject(new ServiceUnavailableError(limits.retryAfterSeconds, reason));
        },
      };
      const timer = setTimeout(
        () => entry.refuse(`waited ${limits.maxWaitMs} ms in the request queue`),
        limits.maxWaitMs,
      );
      // A client that gave up while waiting frees its place.
      const onGone = () => entry.refuse('client gone while waiting');
      reply.raw.once('close', onGone);
      waiting.push(entry);
      admitNextSoon();
    });
  }

  return {
    enter,
    /** Requests being handled and waiting, for tests and logs. */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}

/**
 * Puts every request but the exempt ones through the queue, before the session is read (the
 * first query). Register before the auth plugin so that its hook runs first.
 */
export function registerRequestQueue(app: FastifyInstance, limits: RequestQueueLimits) {
  const queue = createRequestQueue(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (!waitsInQueue(request)) return;
    const endTurn = await queue.enter(reply);
    reply.raw.once('close', endTurn);
  });
  return queue;
}
