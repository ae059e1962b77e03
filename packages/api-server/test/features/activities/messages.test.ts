import { ActivityType, type Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages, recruitees } from '../../../src/db/schema/index.ts';
import { deliverDueMessages, startOutboxWorker } from '../../../src/jobs/outbox-job.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { outboxContext, startTestSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';
import { richText } from '../email-templates/fixtures.ts';
import {
  type Candidate,
  insertCandidate,
  insertRecruitment,
  ownerContact,
  type People,
  signInPeople,
  storedActivities,
} from './fixtures.ts';

type Activity = Schema<'Activity'>;

describe('e-mail to a candidate (sendMessage) and the outbox', () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;
  let smtp: TestSmtpServer;
  let owner: { firstName: string; lastName: string; email: string };

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
    smtp = await startTestSmtpServer();
    owner = await ownerContact(testApp, people);
  });
  afterAll(() => smtp.close());

  const of = (candidate: Candidate) => ({
    recruiteeId: candidate.recruiteeId,
    recruitmentId: candidate.recruitmentId,
  });

  async function candidateEmail(candidate: Candidate): Promise<string> {
    const [row] = await testApp.database.db
      .select({ email: recruitees.email })
      .from(recruitees)
      .where(eq(recruitees.id, candidate.recruiteeId));
    if (!row) throw new Error('no recruitee');
    return row.email;
  }

  function send(candidate: Candidate, overrides: object = {}) {
    return people.owner.api.post('/api/Activities/message', {
      ...of(candidate),
      language: 'en',
      subject: 'About {recruitmentTitle}, {candidateFirstName}',
      body: richText('Hello {candidateFirstName} {candidateLastName},', 'Regards, {senderName}'),
      ...overrides,
    });
  }

  async function outboxOf(candidate: Candidate) {
    return testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recruiteeId, candidate.recruiteeId));
  }

  const receivedBy = (address: string) =>
    smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it('records the message activity and its outbox row together, and the worker sends it with both parts', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    // A name that is markup: filled in as text, escaped in the HTML part.
    await testApp.database.db
      .update(recruitees)
      .set({ firstName: 'Ann <b>&</b>', lastName: "O'Neil" })
      .where(eq(recruitees.id, candidate.recruiteeId));
    const activity = bodyOf<Activity>(await send(candidate));
    expect(activity.activityType).toBe(ActivityType.MessageSent);
    expect(activity.activityData.subject).toBe('About Backend developer – Payments, Ann <b>&</b>');
    expect(activity.activityData.emailTemplateId).toBeNull();
    expect(JSON.parse(activity.activityData.messageContent ?? '')).toEqual(
      JSON.parse(
        richText("Hello Ann <b>&</b> O'Neil,", `Regards, ${owner.firstName} ${owner.lastName}`),
      ),
    );
    const [stored] = await storedActivities(testApp, candidate);
    expect(stored?.id).toBe(activity.id);
    const [queued] = await outboxOf(candidate);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, activityId: activity.id });

    const outcome = await deliverDueMessages(outboxContext(testApp, smtp.url));
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    const address = await candidateEmail(candidate);
    const [mail] = receivedBy(address);
    if (!mail) throw new Error('no mail received');
    const { parsed } = mail;
    expect(parsed.subject).toBe('About Backend developer – Payments, Ann <b>&</b>');
    expect(parsed.from?.value).toEqual([
      { address: 'ats@example.com', name: `${owner.firstName} ${owner.lastName}` },
    ]);
    expect(parsed.replyTo?.value[0]?.address).toBe(owner.email);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : null).toBe(
      address,
    );
    expect(parsed.messageId).toBe(`<${queued?.id}@example.com>`);
    expect(parsed.text).toContain("Hello Ann <b>&</b> O'Neil,");
    expect(parsed.text).toContain(`Regards, ${owner.firstName} ${owner.lastName}`);
    expect(parsed.html).toContain('<p>Hello Ann &lt;b&gt;&amp;&lt;/b&gt; O&#39;Neil,</p>');
    expect(parsed.html).not.toContain('<b>&</b>');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const [sent] = await outboxOf(candidate);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('writes neither the activity nor an outbox row when the request is refused', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    expectError(await send(candidate, { subject: 'Hello {candidateName}' }), 400);
    expectError(await send(candidate, { body: richText('Hello {candidateFirstName') }), 400);
    expectError(await send(candidate, { body: 'not rich text' }), 400);
    expectError(await send(candidate, { body: richText('   ') }), 400);
    expectError(await send(candidate, { emailTemplateId: unknownId }), 404);
    expectError(
      await people.otherRecruiter.api.post('/api/Activities/message', {
        ...of(candidate),
        language: 'en',
        subject: 'Hi',
        body: richText('Hi'),
      }),
      403,
    );
    // No usable address: an erased candidate's is in the reserved .invalid domain.
    await testApp.database.db
      .update(recruitees)
      .set({ email: `erased-${candidate.recruiteeId}@erased.invalid` })
      .where(eq(recruitees.id, candidate.recruiteeId));
    expectError(await send(candidate), 400);
    expect(await storedActivities(testApp, candidate)).toHaveLength(0);
    expect(await outboxOf(candidate)).toHaveLength(0);
  });

  it('records the template a message was written from', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const template = bodyOf<{ id: string }>(
      await people.owner.api.post('/api/Settings/EmailTemplates', {
        name: 'Recorded template',
        en: { subject: 'Hi', body: richText('Hi') },
        pl: { subject: 'Cześć', body: richText('Cześć') },
      }),
    );
    const activity = bodyOf<Activity>(
      await send(candidate, { emailTemplateId: template.id, language: 'pl' }),
    );
    expect(activity.activityData.emailTemplateId).toBe(template.id);
  });

  it('never lets a line break in a subject, a template subject or a name become a mail header', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    // Issue 24: CR/LF from every source of the subject line (typed, a template, a filled-in
    // name). The contract takes them (a subject is text); the mail has no header of them.
    await testApp.database.db
      .update(recruitees)
      .set({ firstName: 'Ann\r\nBcc: name@evil.example', lastName: 'Lee\nX-Name-Injected: 1' })
      .where(eq(recruitees.id, candidate.recruiteeId));
    const templateBody = {
      name: 'Template with a line break',
      en: { subject: 'Hi\r\nBcc: template@evil.example', body: richText('Hi') },
      pl: { subject: 'Cześć\rX-Template-Injected: 1', body: richText('Cześć') },
    };
    const template = bodyOf<{ id: string }>(
      await people.owner.api.post('/api/Settings/EmailTemplates', templateBody),
    );
    const subjects = [
      'Hi\r\nBcc: typed@evil.example\r\nX-Typed-Injected: 1',
      'Hi\n\nbody after an empty line',
      'Hi\rX-Typed-Injected: 1',
      'Hi {candidateFirstName} {candidateLastName}',
    ];
    for (const subject of subjects) bodyOf<Activity>(await send(candidate, { subject }));
    // The app sends a template's subject as the typed one, naming the template.
    for (const language of ['en', 'pl'] as const) {
      const { subject } = templateBody[language];
      bodyOf<Activity>(await send(candidate, { emailTemplateId: template.id, language, subject }));
    }
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    const address = await candidateEmail(candidate);
    const mails = receivedBy(address);
    expect(mails).toHaveLength(subjects.length + 2);
    for (const mail of mails) {
      expect(mail.envelopeTo).toEqual([address]);
      const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
      expect(headers).not.toMatch(/^(bcc|x-[a-z]+-injected|body after)/im);
      expect([...mail.parsed.headers.keys()].filter((key) => /bcc|injected/.test(key))).toEqual([]);
      // The subject is one line: each break became a space.
      expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
    }
    expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual([
      'Cześć X-Template-Injected: 1',
      'Hi Ann Bcc: name@evil.example Lee X-Name-Injected: 1',
      'Hi Bcc: template@evil.example',
      'Hi Bcc: typed@evil.example X-Typed-Injected: 1',
      'Hi X-Typed-Injected: 1',
      'Hi body after an empty line',
    ]);
  });

  it('keeps a message the SMTP server refuses (4xx or 5xx) and sends it once the server accepts', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf<Activity>(await send(candidate));
    const address = await candidateEmail(candidate);
    const context = outboxContext(testApp, smtp.url);

    smtp.refuseWith = 451;
    await deliverDueMessages(context);
    let [row] = await outboxOf(candidate);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);

    smtp.refuseWith = 550;
    await deliverDueMessages(context);
    [row] = await outboxOf(candidate);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.lastError).toMatch(/550/);
    expect(receivedBy(address)).toHaveLength(0);

    smtp.refuseWith = null;
    await deliverDueMessages(context);
    [row] = await outboxOf(candidate);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(receivedBy(address)).toHaveLength(1);
    // Sent once: a later delivery does not send it again.
    await deliverDueMessages(context);
    expect(receivedBy(address)).toHaveLength(1);
  });

  it('keeps a message while the SMTP server is down, with growing pauses, and sends it when it is back', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf<Activity>(await send(candidate));
    const address = await candidateEmail(candidate);
    const down = await startTestSmtpServer();
    const port = down.port;
    await down.close();

    // The real pauses: 30 s after the first failure, 60 s after the second.
    const { retryDelaySeconds: _noPause, ...realPauses } = outboxContext(
      testApp,
      `smtp://127.0.0.1:${port}`,
    );
    const before = Date.now();
    await deliverDueMessages(realPauses);
    let [row] = await outboxOf(candidate);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    const pause = (row?.nextAttemptAt.getTime() ?? 0) - before;
    expect(pause).toBeGreaterThan(25_000);
    expect(pause).toBeLessThan(40_000);
    // Not due yet: nothing is tried.
    await deliverDueMessages(realPauses);
    [row] = await outboxOf(candidate);
    expect(row?.attempts).toBe(1);

    // Due again (as if the pause had passed), and the server is back on its port.
    await testApp.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.recruiteeId, candidate.recruiteeId));
    const back = await startTestSmtpServer(port);
    try {
      await deliverDueMessages(outboxContext(testApp, back.url));
      [row] = await outboxOf(candidate);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(back.received.filter((mail) => mail.envelopeTo.includes(address))).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("goes with the candidate's erasure: the outbox rows are deleted and the subject and body blanked", async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const activity = bodyOf<Activity>(await send(candidate));
    expect(await outboxOf(candidate)).toHaveLength(1);
    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Recruitees/${candidate.recruiteeId}/PersonalData`,
      headers: people.owner.api.headers,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await outboxOf(candidate)).toHaveLength(0);
    const [stored] = await storedActivities(testApp, candidate);
    expect(stored?.id).toBe(activity.id);
    expect(stored?.data).toMatchObject({
      subject: '',
      messageContent: null,
      emailTemplateId: null,
    });
  });

  it('is sent by the running worker as soon as it is poked', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf<Activity>(await send(candidate));
    const address = await candidateEmail(candidate);
    // A long interval: only the poke can make it send within the test.
    const worker = startOutboxWorker(outboxContext(testApp, smtp.url), 3_600_000);
    try {
      worker.poke();
      await vi.waitFor(() => expect(receivedBy(address)).toHaveLength(1), { timeout: 5_000 });
    } finally {
      await worker.stop();
    }
  });

  it("pokes the server's outbox worker once the message is committed", async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const original = testApp.app.mailOutbox;
    const poke = vi.fn();
    testApp.app.mailOutbox = { poke };
    try {
      bodyOf<Activity>(await send(candidate));
      expect(poke).toHaveBeenCalledTimes(1);
      expectError(await send(candidate, { subject: '{nope}' }), 400);
      expect(poke).toHaveBeenCalledTimes(1);
    } finally {
      testApp.app.mailOutbox = original;
    }
  });

  it('lets workers running at once send each message once', async () => {
    const candidates = [
      await insertCandidate(testApp, recruitmentId),
      await insertCandidate(testApp, recruitmentId),
      await insertCandidate(testApp, recruitmentId),
    ];
    for (const candidate of candidates) bodyOf<Activity>(await send(candidate));
    const context = { ...outboxContext(testApp, smtp.url), batchSize: 2 };
    await Promise.all([
      deliverDueMessages(context),
      deliverDueMessages(context),
      deliverDueMessages(context),
    ]);
    await deliverDueMessages(context);
    for (const candidate of candidates) {
      expect(receivedBy(await candidateEmail(candidate))).toHaveLength(1);
    }
  });
});
