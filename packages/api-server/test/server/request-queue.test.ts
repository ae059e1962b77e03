import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../src/auth/session-cache.ts';
import { ServiceUnavailableError } from '../../src/errors.ts';
import { createRequestQueue } from '../../src/request-queue.ts';

/** The part of a reply the queue uses: its raw response, which emits 'close'. */
function fakeReply() {
  const raw = new EventEmitter();
  return { reply: { raw } as unknown as FastifyReply, close: () => raw.emit('close') };
}

const limits = { concurrency: 2, maxQueued: 3, maxWaitMs: 200, retryAfterSeconds: 1 };

describe('the request queue of the embedded database', () => {
  it('lets requests in a few at a time, in order of arrival', async () => {
    const queue = createRequestQueue(limits);
    const order: number[] = [];
    const turns = [0, 1, 2].map((index) =>
      queue.enter(fakeReply().reply).then((endTurn) => {
        order.push(index);
        return endTurn;
      }),
    );
    const [first, second] = await Promise.all(turns.slice(0, 2));
    expect(order).toEqual([0, 1]);
    expect(queue.load).toEqual({ active: 2, waiting: 1 });
    first?.();
    first?.(); // ending a turn twice frees one place only
    const third = await turns[2];
    expect(order).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ active: 2, waiting: 0 });
    second?.();
    third?.();
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses with 503 and Retry-After when the queue is full', async () => {
    const queue = createRequestQueue({ ...limits, maxQueued: 1 });
    const waiting = queue.enter(fakeReply().reply);
    const refused = queue.enter(fakeReply().reply);
    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    (await waiting)();
  });

  it('refuses with 503 a request that waited too long, and lets the next one in', async () => {
    const queue = createRequestQueue({ ...limits, concurrency: 1 });
    const endFirst = await queue.enter(fakeReply().reply);
    const startedAt = Date.now();
    await expect(queue.enter(fakeReply().reply)).rejects.toMatchObject({ statusCode: 503 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(limits.maxWaitMs - 20);
    expect(queue.load).toEqual({ active: 1, waiting: 0 });
    endFirst();
    const endNext = await queue.enter(fakeReply().reply);
    expect(queue.load.active).toBe(1);
    endNext();
  });

  it('frees the place of a client that gave up while waiting', async () => {
    const queue = createRequestQueue({ ...limits, concurrency: 1 });
    const endFirst = await queue.enter(fakeReply().reply);
    const gone = fakeReply();
    const abandoned = queue.enter(gone.reply);
    const next = queue.enter(fakeReply().reply);
    gone.close();
    await expect(abandoned).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(queue.load).toEqual({ active: 1, waiting: 1 });
    endFirst();
    (await next)();
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('the session cache', () => {
  const user = (id: string) => ({
    id,
    email: `${id}@example.com`,
    firstName: id,
    lastName: id,
    role: 'Recruiter' as const,
  });
  const later = new Date(Date.now() + 60_000);

  it('keeps at most maxEntries sessions, dropping the oldest', () => {
    const cache = createSessionCache({ ttlMs: 5000, maxEntries: 2 });
    cache.setListening(true);
    cache.set('a', user('a'), later, cache.mark());
    cache.set('b', user('b'), later, cache.mark());
    cache.set('c', user('c'), later, cache.mark());
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 'b', 'c']);
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
  });

  it('never keeps a session past its expiry, and nothing when switched off', () => {
    const cache = createSessionCache({ ttlMs: 5000, maxEntries: 10 });
    cache.setListening(true);
    cache.set('ending', user('ending'), new Date(Date.now() - 1), cache.mark());
    expect(cache.get('ending')).toBeUndefined();
    const off = createSessionCache({ ttlMs: 0, maxEntries: 10 });
    off.setListening(true);
    off.set('a', user('a'), later, off.mark());
    expect(off.get('a')).toBeUndefined();
  });

  it('keeps nothing while not listening for sessions ended elsewhere, and empties when it stops', () => {
    const cache = createSessionCache({ ttlMs: 5000, maxEntries: 10 });
    cache.set('a', user('a'), later, cache.mark());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.set('a', user('a'), later, cache.mark());
    expect(cache.get('a')?.id).toBe('a');
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a session read before a change heard while it was read', () => {
    const cache = createSessionCache({ ttlMs: 5000, maxEntries: 10 });
    cache.setListening(true);
    const mark = cache.mark();
    // The person is deactivated on another server while this one reads their session.
    cache.deleteUser('a');
    cache.set('a-session', user('a'), later, mark);
    expect(cache.get('a-session')).toBeUndefined();
    cache.set('b-session', user('b'), later, cache.mark());
    cache.deleteUser('a');
    expect(cache.get('b-session')?.id).toBe('b');
  });
});
