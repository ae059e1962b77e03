import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ActivityType, RecruitmentStatus, StageType } from '@ats/api-sdk';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitmentStages,
} from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { fullBody } from '../recruitments/fixtures.ts';
import {
  applicationData,
  apply,
  completeForm,
  createOfferContext,
  elementOf,
  type OfferContext,
  rowCounts,
  sample,
  storedFiles,
} from './fixtures.ts';

describe('applying for a job offer', () => {
  const testApp = useTestApp({ applyRateLimit: 10_000 });
  let context: OfferContext;

  beforeAll(async () => {
    context = await createOfferContext(testApp);
  });

  const db = () => testApp.database.db;

  async function applicationRow(id: string) {
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, id));
    if (!row) throw new Error(`no application ${id}`);
    return row;
  }

  it('records the candidate, the application, its files, the New stage and the activity', async () => {
    const before = await rowCounts(testApp);
    const attachment = elementOf(context.elements, 'Attachment');
    const response = await apply(testApp, context.openId, {
      ...completeForm(context.elements, { referer: '  justjoin.it  ' }),
      coverLetter: { bytes: sample.txt, name: 'C:\\Users\\zofia\\letter\u202Etxt.exe', type: '' },
      attachments: { [attachment.id]: { bytes: sample.pdf, name: '../../portfolio.pdf' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json() as { id: string };

    const application = await applicationRow(id);
    const [recruitee] = await db()
      .select()
      .from(recruitees)
      .where(eq(recruitees.id, application.recruiteeId));
    expect(recruitee).toMatchObject({
      firstName: 'Zofia',
      lastName: 'Kowalczyk',
      email: 'zofia.kowalczyk@example.com',
      phoneNumber: '+48 600 100 200',
      prefix: 'Ms',
    });
    expect(application).toMatchObject({
      recruitmentId: context.openId,
      referer: 'justjoin.it',
      questionnaireStructure: { elements: context.elements },
    });
    expect(application.consentedAt?.getTime()).toBe(application.createdAt.getTime());

    const fileRows = await db()
      .select()
      .from(files)
      .where(eq(files.recruiteeId, application.recruiteeId));
    const byType = new Map(fileRows.map((row) => [row.contentType, row]));
    expect([...byType.keys()].sort()).toEqual(['application/pdf', 'image/png', 'text/plain']);
    const resume = fileRows.find((row) => row.id === application.resumeFileId);
    expect(resume).toMatchObject({
      originalName: 'Zofia Kowalczyk CV.pdf',
      contentType: 'application/pdf',
      sizeBytes: sample.pdf.length,
    });
    expect(recruitee?.photoFileId).toBe(byType.get('image/png')?.id);
    // Names are for display: no path, no control or direction characters.
    expect(byType.get('text/plain')?.originalName).toBe('lettertxt.exe.txt');
    // The bytes are in the storage under keys of the server's making, never the file name.
    for (const row of fileRows) {
      expect(row.storageKey).toBe(`applications/${row.id}`);
      const stored = readFileSync(path.join(testApp.app.config.filesDir, row.storageKey));
      expect(stored.length).toBe(row.sizeBytes);
    }
    expect(
      readFileSync(path.join(testApp.app.config.filesDir, resume?.storageKey ?? '')).equals(
        sample.pdf,
      ),
    ).toBe(true);

    // Every question answered, in the questionnaire's order, file answers included.
    const answers = (application.answers as { additionalQuestionnaireAnswers: unknown[] })
      .additionalQuestionnaireAnswers as { $type: string; questionId: string }[];
    const questionOrder = context.elements
      .filter((element) => 'isRequired' in element)
      .map((element) => element.id);
    expect(answers.map((answer) => answer.questionId)).toEqual(questionOrder);
    const attachmentRow = fileRows.find((row) => row.originalName === 'portfolio.pdf');
    expect(answers).toContainEqual({
      $type: 'Attachment',
      questionId: attachment.id,
      fileIdentifier: attachmentRow?.id,
      fileName: 'portfolio.pdf',
    });
    expect(answers).toContainEqual({
      $type: 'Photo',
      questionId: elementOf(context.elements, 'Photo').id,
      fileIdentifier: recruitee?.photoFileId,
      fileName: 'me.png',
    });

    const [place] = await db()
      .select({
        stageType: recruitmentStages.stageType,
        isNew: recruitmentRecruitees.isNew,
        stageChangedAt: recruitmentRecruitees.stageChangedAt,
      })
      .from(recruitmentRecruitees)
      .innerJoin(recruitmentStages, eq(recruitmentStages.id, recruitmentRecruitees.stageId))
      .where(
        and(
          eq(recruitmentRecruitees.recruitmentId, context.openId),
          eq(recruitmentRecruitees.recruiteeId, application.recruiteeId),
        ),
      );
    // Entered its stage when it applied (the list's stageEnteredDate), in the same transaction.
    expect(place).toEqual({
      stageType: StageType.New,
      isNew: true,
      stageChangedAt: application.createdAt,
    });

    const timeline = await db()
      .select()
      .from(activities)
      .where(eq(activities.recruiteeId, application.recruiteeId));
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      activityType: ActivityType.JobApplicationSent,
      recruitmentId: context.openId,
      userId: null,
      data: { jobApplicationId: id },
    });

    expect(await rowCounts(testApp)).toEqual({
      recruitees: before.recruitees + 1,
      jobApplications: before.jobApplications + 1,
      files: before.files + 4,
      recruitmentRecruitees: before.recruitmentRecruitees + 1,
      activities: before.activities + 1,
    });
  });

  it('finds the candidate by e-mail in any case, keeps their details and their stage', async () => {
    const email = 'Marek.Nowak@Example.com';
    const first = await apply(
      testApp,
      context.openId,
      completeForm(context.elements, {
        personalData: {
          firstName: 'Marek',
          lastName: 'Nowak',
          email,
          phoneNumber: null,
          prefix: null,
        },
        referer: '',
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const { recruiteeId } = await applicationRow(first.json().id);
    expect((await applicationRow(first.json().id)).referer).toBeNull();

    // Moved on meanwhile: a second application must not send them back to New.
    const [customStage] = await db()
      .select({ id: recruitmentStages.id })
      .from(recruitmentStages)
      .where(eq(recruitmentStages.stageType, StageType.Custom))
      .limit(1);
    const movedAt = new Date('2025-01-15T12:00:00Z');
    await db()
      .update(recruitmentRecruitees)
      .set({ stageId: customStage?.id ?? '', stageChangedAt: movedAt })
      .where(eq(recruitmentRecruitees.recruiteeId, recruiteeId));

    const before = await rowCounts(testApp);
    const second = await apply(
      testApp,
      context.openId,
      completeForm(context.elements, {
        personalData: {
          firstName: 'Marek',
          lastName: 'Nowak-Kowalski',
          email: 'MAREK.NOWAK@EXAMPLE.COM',
          phoneNumber: '+48 500 000 000',
          prefix: 'Mr',
        },
      }),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    expect((await applicationRow(second.json().id)).recruiteeId).toBe(recruiteeId);

    const matching = await db().select().from(recruitees).where(eq(recruitees.id, recruiteeId));
    expect(matching).toHaveLength(1);
    // Anyone may apply with any e-mail: the candidate's details stay until staff accept others.
    expect(matching[0]).toMatchObject({
      email, // the first spelling stays
      lastName: 'Nowak',
      phoneNumber: '',
      prefix: null,
      detailsApplicationId: first.json().id,
    });
    // The application keeps what it submitted.
    expect(await applicationRow(second.json().id)).toMatchObject({
      firstName: 'Marek',
      lastName: 'Nowak-Kowalski',
      email: 'MAREK.NOWAK@EXAMPLE.COM',
      phoneNumber: '+48 500 000 000',
      prefix: 'Mr',
    });
    const [place] = await db()
      .select({
        stageId: recruitmentRecruitees.stageId,
        stageChangedAt: recruitmentRecruitees.stageChangedAt,
      })
      .from(recruitmentRecruitees)
      .where(eq(recruitmentRecruitees.recruiteeId, recruiteeId));
    // Still in the stage it was moved to, since the move.
    expect(place).toEqual({ stageId: customStage?.id, stageChangedAt: movedAt });
    expect(await rowCounts(testApp)).toMatchObject({
      recruitees: before.recruitees,
      jobApplications: before.jobApplications + 1,
      recruitmentRecruitees: before.recruitmentRecruitees,
      activities: before.activities + 1,
    });
  });

  it('stores only the host name of the referer, and nothing for free text', async () => {
    const cases = [
      [
        'https://jan:secret@www.LinkedIn.com:8443/jobs/view?search=Jan+Kowalski#apply',
        'linkedin.com',
      ],
      ['Jan Kowalski <jan.kowalski@example.com>', null],
      ['x'.repeat(2048), null],
    ] as const;
    for (const [referer, stored] of cases) {
      const response = await apply(
        testApp,
        context.openId,
        completeForm(context.elements, { referer }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect((await applicationRow(response.json().id)).referer).toBe(stored);
    }
  });

  it('counts an application from https://www.linkedin.com/... under linkedin.com', async () => {
    const recruitmentId = await context.recruiterApi.add(
      fullBody({ questionnaireId: context.formQuestionnaireId, ownerId: context.recruiterId }),
    );
    expect(
      (await context.recruiterApi.setStatus(recruitmentId, RecruitmentStatus.Open)).statusCode,
    ).toBe(204);
    for (const referer of [
      'linkedin.com',
      'https://www.linkedin.com/jobs/view/4012',
      'WWW.LinkedIn.com:443',
    ]) {
      const response = await apply(
        testApp,
        recruitmentId,
        completeForm(context.elements, { referer }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const details = await context.recruiterApi.get(recruitmentId);
    expect(details.recruitmentJobApplicationsByRefererList).toEqual([
      { source: 'applied', referer: 'linkedin.com', count: 3 },
    ]);
  });

  it('creates one application for a double submit with one Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const form = completeForm(context.elements, {
      personalData: {
        firstName: 'Anna',
        lastName: 'Twice',
        email: 'anna.twice@example.com',
        phoneNumber: null,
        prefix: null,
      },
    });
    const first = await apply(testApp, context.openId, form, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const before = await rowCounts(testApp);
    const filesBefore = storedFiles(testApp);

    const again = await apply(testApp, context.openId, form, { idempotencyKey: key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts(testApp)).toEqual(before);
    expect(storedFiles(testApp)).toEqual(filesBefore);
  });

  it('creates one application when the same submit arrives twice at once', async () => {
    const key = crypto.randomUUID();
    const form = completeForm(context.elements, {
      personalData: {
        firstName: 'Piotr',
        lastName: 'Racing',
        email: 'piotr.racing@example.com',
        phoneNumber: null,
        prefix: null,
      },
    });
    const before = await rowCounts(testApp);
    const filesBefore = storedFiles(testApp);
    const responses = await Promise.all([
      apply(testApp, context.openId, form, { idempotencyKey: key }),
      apply(testApp, context.openId, form, { idempotencyKey: key }),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const [one, other] = responses.map((response) => response.json().id);
    expect(one).toBe(other);
    expect(await rowCounts(testApp)).toEqual({
      recruitees: before.recruitees + 1,
      jobApplications: before.jobApplications + 1,
      files: before.files + 2,
      recruitmentRecruitees: before.recruitmentRecruitees + 1,
      activities: before.activities + 1,
    });
    // Only the winner's resume and photo remain: the other request's bytes are gone.
    expect(storedFiles(testApp).length).toBe(filesBefore.length + 2);
  });

  describe('an Idempotency-Key sent again with other data', () => {
    const person = (lastName: string) => ({
      firstName: 'Reused',
      lastName,
      email: `reused.${lastName.toLowerCase()}@example.com`,
      phoneNumber: null,
      prefix: null,
    });

    async function expectRefusedAfter(
      first: Parameters<typeof apply>[2],
      second: Parameters<typeof apply>[2],
    ) {
      const key = crypto.randomUUID();
      const recorded = await apply(testApp, context.openId, first, { idempotencyKey: key });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const before = await rowCounts(testApp);
      const filesBefore = storedFiles(testApp);

      const reused = await apply(testApp, context.openId, second, { idempotencyKey: key });
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json()).toEqual({ status: 422, message: errorCatalogue[400] });
      expect(await rowCounts(testApp)).toEqual(before);
      expect(storedFiles(testApp)).toEqual(filesBefore);

      // The first data with the key still answers the first application.
      const retried = await apply(testApp, context.openId, first, { idempotencyKey: key });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual(recorded.json());
      expect(await rowCounts(testApp)).toEqual(before);
    }

    it('is refused (422) for another person, and writes nothing', async () => {
      await expectRefusedAfter(
        completeForm(context.elements, { personalData: person('First') }),
        completeForm(context.elements, { personalData: person('Second') }),
      );
    });

    it('is refused (422) for the same application with another resume', async () => {
      const form = completeForm(context.elements, { personalData: person('Resume') });
      const otherResume = Buffer.concat([sample.pdf, Buffer.from('\n% another version\n')]);
      await expectRefusedAfter(form, {
        ...form,
        resume: { bytes: otherResume, name: 'Zofia Kowalczyk CV.pdf', type: 'application/pdf' },
      });
    });

    it('is refused (422) for the same application to another recruitment', async () => {
      const key = crypto.randomUUID();
      const form = completeForm(context.elements, { personalData: person('Elsewhere') });
      const recorded = await apply(testApp, context.openId, form, { idempotencyKey: key });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const other = await context.recruiterApi.add(
        fullBody({ questionnaireId: context.formQuestionnaireId, ownerId: context.recruiterId }),
      );
      await context.recruiterApi.setStatus(other, RecruitmentStatus.Open);
      const before = await rowCounts(testApp);
      const reused = await apply(testApp, other, form, { idempotencyKey: key });
      expect(reused.statusCode, reused.body).toBe(422);
      expect(await rowCounts(testApp)).toEqual(before);
    });
  });

  it('stores an HTML payload in an answer as the plain string it is', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const summary = elementOf(context.elements, 'Summary');
    const data = applicationData(context.elements, {
      personalData: {
        firstName: '<b>Eve</b>',
        lastName: 'Tester',
        email: 'eve@example.com',
        phoneNumber: null,
        prefix: null,
      },
    });
    data.answers = data.answers.map((answer) =>
      answer.questionId === summary.id
        ? { $type: 'Summary', questionId: summary.id, value: payload }
        : answer,
    );
    const response = await apply(testApp, context.openId, {
      ...completeForm(context.elements),
      application: data,
    });
    expect(response.statusCode, response.body).toBe(200);
    const application = await applicationRow(response.json().id);
    const answers = (application.answers as { additionalQuestionnaireAnswers: unknown[] })
      .additionalQuestionnaireAnswers;
    expect(answers).toContainEqual({ $type: 'Summary', questionId: summary.id, value: payload });
    const [recruitee] = await db()
      .select({ firstName: recruitees.firstName })
      .from(recruitees)
      .where(eq(recruitees.id, application.recruiteeId));
    expect(recruitee?.firstName).toBe('<b>Eve</b>');
  });

  it('takes the application part as a plain text field too, and optional questions left out', async () => {
    const required = new Set(
      context.elements
        .filter((element) => 'isRequired' in element && element.isRequired)
        .map((element) => element.id),
    );
    const data = applicationData(context.elements, {
      personalData: {
        firstName: 'Field',
        lastName: 'Sender',
        email: 'field.sender@example.com',
        phoneNumber: null,
        prefix: null,
      },
    });
    data.answers = data.answers.filter((answer) => required.has(answer.questionId));
    const response = await apply(testApp, context.openId, {
      application: undefined,
      resume: { bytes: sample.pdf, name: 'cv.pdf' },
      extra: [['application', JSON.stringify(data)]],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses e-mails that only look like another (non-ASCII), and never matches or finds them', async () => {
    // Issue 24. The contract's e-mail format takes ASCII only, so a look-alike of a
    // candidate's address cannot be stored, cannot match the candidate and cannot be found.
    const email = 'ada.lovelace@example.com';
    const first = await apply(
      testApp,
      context.openId,
      completeForm(context.elements, {
        personalData: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          phoneNumber: null,
          prefix: null,
        },
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const { recruiteeId } = await applicationRow(first.json().id);
    const [stored] = await db().select().from(recruitees).where(eq(recruitees.id, recruiteeId));
    const lookAlikes = [
      '\u0430da.lovelace@example.com', // Cyrillic а
      'ada.lovelace@ex\u0430mple.com', // Cyrillic а in the domain
      '\uff41da.lovelace@example.com', // full-width ａ
      'ada.lovelace@\uff45xample.com', // full-width ｅ
      'a\u0301da.lovelace@example.com', // a combining acute accent
      'ada.lovelace\u200b@example.com', // a zero-width space
      'ada.lovelace@example.com\u00ad', // a soft hyphen
      '\u212ada.lovelace@example.com', // the Kelvin sign (lower case: k)
      '\u017fda.lovelace@example.com', // long s (upper case: S)
      'ada.lovelace@example\u3002com', // an ideographic full stop
      'ada.lovelace\uff20example.com', // a full-width @
    ];
    for (const lookAlike of lookAlikes) {
      const before = await rowCounts(testApp);
      const response = await apply(
        testApp,
        context.openId,
        completeForm(context.elements, {
          personalData: {
            firstName: 'Mallory',
            lastName: 'Lookalike',
            email: lookAlike,
            phoneNumber: '+48 600 000 000',
            prefix: null,
          },
        }),
      );
      expect(response.statusCode, `${JSON.stringify(lookAlike)}: ${response.body}`).toBe(400);
      expect(await rowCounts(testApp)).toEqual(before);
    }
    const [after] = await db().select().from(recruitees).where(eq(recruitees.id, recruiteeId));
    expect(after).toEqual(stored);

    // Staff search: a look-alike finds no one; the address in capitals finds the candidate.
    const headers = await signedInHeaders(testApp.app);
    const search = async (text: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/Recruitees?SearchQuery=${encodeURIComponent(text)}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { result: { id: string }[] }).result.map(({ id }) => id);
    };
    for (const lookAlike of lookAlikes) expect(await search(lookAlike)).toEqual([]);
    expect(await search(email.toUpperCase())).toEqual([recruiteeId]);
  });
});
