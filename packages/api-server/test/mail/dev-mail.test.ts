import type { Schema } from '@ats/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMessages } from '../../src/jobs/outbox-job.ts';
import { type MailCapture, startMailCapture } from '../../src/mail/capture-server.ts';
import {
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
} from '../features/activities/fixtures.ts';
import { richText } from '../features/email-templates/fixtures.ts';
import { createTestApp, type TestApp, useTestApp } from '../support/app.ts';
import { bodyOf } from '../support/responses.ts';
import { outboxContext } from '../support/smtp.ts';

type Activity = Schema<'Activity'>;

interface CapturedSummary {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  calendars: { method: string | null; content: string }[];
  links: { html: string; text: string; raw: string };
}

describe('the local mail capture (no SMTP_URL) and its development pages', () => {
  let capture: MailCapture;
  let testApp: TestApp;
  let people: People;

  beforeAll(async () => {
    capture = await startMailCapture();
    testApp = await createTestApp({}, { mailCapture: capture });
    people = await signInPeople(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await capture?.close();
  });

  it('captures sent mail and lists it at /dev/mail (HTML and JSON), with each part readable', async () => {
    const recruitmentId = await insertRecruitment(testApp, people);
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/message', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        language: 'en',
        subject: 'Captured <hello>',
        body: richText('Hello {candidateFirstName}'),
      }),
    );
    await deliverDueMessages(outboxContext(testApp, capture.smtpUrl));

    const list = await testApp.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(list.statusCode).toBe(200);
    const [captured] = list.json() as CapturedSummary[];
    if (!captured) throw new Error('nothing captured');
    expect(captured).toMatchObject({ subject: 'Captured <hello>', calendars: [] });
    expect(captured.text).toBe('Hello Olivia\n');

    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Captured &lt;hello&gt;');
    expect(page.body).toContain(captured.links.html);

    const html = await testApp.app.inject({ method: 'GET', url: captured.links.html });
    expect(html.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(html.body).toContain('<p>Hello Olivia</p>');
    const text = await testApp.app.inject({ method: 'GET', url: captured.links.text });
    expect(text.body).toBe('Hello Olivia\n');
    const raw = await testApp.app.inject({ method: 'GET', url: captured.links.raw });
    expect(raw.body).toMatch(/^Subject: Captured <hello>/m);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/dev/mail/nope/html' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists an invite with its calendar', async () => {
    const recruitmentId = await insertRecruitment(testApp, people);
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        meetingName: 'Captured interview',
        invitedPeople: ['captured-invitee@example.com'],
        durationInMinutes: 30,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: '2030-06-01T08:00:00.000Z',
      }),
    );
    await deliverDueMessages(outboxContext(testApp, capture.smtpUrl));
    const list = (
      await testApp.app.inject({ method: 'GET', url: '/dev/mail.json' })
    ).json() as CapturedSummary[];
    const invite = list.find((mail) => mail.to === 'captured-invitee@example.com');
    expect(invite?.calendars).toHaveLength(1);
    expect(invite?.calendars[0]?.method).toBe('REQUEST');
    expect(invite?.calendars[0]?.content).toContain('DTSTART;TZID=Europe/Warsaw:20300601T100000');
  });

  it("drops an erased candidate's mail, invites to staff about them included, and keeps the rest", async () => {
    const recruitmentId = await insertRecruitment(testApp, people);
    const erased = await insertCandidate(testApp, recruitmentId);
    const kept = await insertCandidate(testApp, recruitmentId);
    const message = (candidate: typeof erased, subject: string) =>
      people.owner.api.post('/api/Activities/message', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        language: 'en',
        subject,
        body: richText('Hello {candidateFirstName}'),
      });
    bodyOf<Activity>(await message(erased, 'To the erased candidate'));
    bodyOf<Activity>(await message(kept, 'To the kept candidate'));
    bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: erased.recruiteeId,
        recruitmentId,
        meetingName: 'Interview of the erased candidate',
        invitedPeople: ['erasure-invitee@example.com'],
        durationInMinutes: 30,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: '2030-06-01T08:00:00.000Z',
      }),
    );
    await deliverDueMessages(outboxContext(testApp, capture.smtpUrl));
    const subjects = async () =>
      (
        (
          await testApp.app.inject({ method: 'GET', url: '/dev/mail.json' })
        ).json() as CapturedSummary[]
      ).map((mail) => mail.subject);
    expect(await subjects()).toEqual(
      expect.arrayContaining([
        'To the erased candidate',
        'To the kept candidate',
        expect.stringContaining('Interview of the erased candidate'),
      ]),
    );

    const erasure = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Recruitees/${erased.recruiteeId}/PersonalData`,
      headers: people.owner.api.headers,
    });
    expect(erasure.statusCode, erasure.body).toBe(204);
    const after = await subjects();
    expect(after).toContain('To the kept candidate');
    expect(after.filter((subject) => /erased candidate/.test(subject))).toEqual([]);
  });
});

describe('with SMTP_URL set (no capture server)', () => {
  const testApp = useTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });

  it('serves no development mail pages', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the development mail pages with a real identity provider', () => {
  it("are not mounted: they would show candidates' mail to anyone", async () => {
    const capture = await startMailCapture();
    const testApp = await createTestApp(
      { oidc: { issuer: 'http://127.0.0.1:9/realms/ats', clientId: 'ats', clientSecret: 'x' } },
      { mailCapture: capture },
    );
    try {
      for (const url of ['/dev/mail', '/dev/mail.json']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await testApp.close();
      await capture.close();
    }
  });
});
