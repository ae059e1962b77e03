import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activitiesApi, api, scoresApi } from '../src/rtk/index.ts';

const id = '5b1f6a43-6a5e-4c53-9c1c-3f0a1f1d2c11';
const origin = 'http://127.0.0.1:3000';

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, origin) : input, init);
  }
}

let status: number;

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async () =>
    status === 204 ? new Response(null, { status }) : Response.json({ id }, { status }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
}

type Store = ReturnType<typeof createStore>;

const candidate = { recruitmentId: id, recruiteeId: id };

/** Score, call, note and meeting succeed only at status 200 (spec part 2 §4). */
const writes: Record<string, (store: Store) => Promise<{ error?: unknown }>> = {
  setScore: (store) =>
    store.dispatch(
      scoresApi.endpoints.setScore.initiate({
        setScoreInput: { ...candidate, score: 4, comment: null },
      }),
    ),
  logPhoneCall: (store) =>
    store.dispatch(
      activitiesApi.endpoints.logPhoneCall.initiate({
        logPhoneCallInput: {
          ...candidate,
          callType: 1,
          callDate: '2026-03-29',
          callTime: '2026-03-29T08:30:00.000Z',
          description: 'Talked about the offer',
        },
      }),
    ),
  addNote: (store) =>
    store.dispatch(
      activitiesApi.endpoints.addNote.initiate({ addNoteInput: { ...candidate, text: 'Strong' } }),
    ),
  scheduleMeeting: (store) =>
    store.dispatch(
      activitiesApi.endpoints.scheduleMeeting.initiate({
        scheduleMeetingInput: {
          ...candidate,
          meetingName: 'Interview',
          invitedPeople: [],
          durationInMinutes: 60,
          timeZoneId: 'Europe/Warsaw',
          messageContent: null,
          meetingDateTime: '2026-03-30T08:00:00.000Z',
        },
      }),
    ),
};

describe('score, call, note and meeting writes', () => {
  for (const [name, write] of Object.entries(writes)) {
    it(`${name} succeeds at 200 only`, async () => {
      const store = createStore();
      status = 200;
      expect((await write(store)).error).toBeUndefined();
      for (const other of [201, 204]) {
        status = other;
        const result = await write(store);
        expect(result.error, `status ${other}`).toMatchObject({ status: other });
      }
    });
  }
});
