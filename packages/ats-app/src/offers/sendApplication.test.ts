import { describe, expect, test, vi } from 'vitest';
import { FakeRequest } from './fakeRequest.ts';
import { sendApplication } from './sendApplication.ts';

function start(onUploadProgress?: (loaded: number, total: number | null) => void) {
  const request = new FakeRequest();
  const body = new FormData();
  const outcome = sendApplication({
    recruitmentId: 'b3a1c2d4-0000-4000-8000-000000000001',
    body,
    idempotencyKey: 'key-1',
    onUploadProgress,
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, body, outcome };
}

describe('sendApplication', () => {
  test('posts the body to the contract path with the idempotency key', async () => {
    const { request, body, outcome } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/JobOffers/b3a1c2d4-0000-4000-8000-000000000001/apply');
    expect(request.headers['Idempotency-Key']).toBe('key-1');
    expect(request.body).toBe(body);
    request.answer(200, '{"id":"app-1"}');
    await expect(outcome).resolves.toEqual({ ok: true, jobApplicationId: 'app-1' });
  });

  test('reports upload progress', () => {
    const onUploadProgress = vi.fn();
    const { request } = start(onUploadProgress);
    request.progress(10, 100);
    expect(onUploadProgress).toHaveBeenCalledWith(10, 100);
  });

  test('turns a refusal into its status, and no answer into status 0', async () => {
    const refused = start();
    refused.request.answer(429, '{"status":429,"message":"Too many requests."}');
    await expect(refused.outcome).resolves.toEqual({ ok: false, status: 429 });

    const unreachable = start();
    unreachable.request.dispatchEvent(new Event('error'));
    await expect(unreachable.outcome).resolves.toEqual({ ok: false, status: 0 });
  });

  test('passes on the field a 400 names', async () => {
    const fileRefused = start();
    fileRefused.request.answer(400, '{"status":400,"message":"x","field":"photo"}');
    await expect(fileRefused.outcome).resolves.toEqual({ ok: false, status: 400, field: 'photo' });

    const noField = start();
    noField.request.answer(400, '{"status":400,"message":"x"}');
    await expect(noField.outcome).resolves.toEqual({ ok: false, status: 400 });
  });
});
