import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import { applicationFileRules, maxApplicationFiles } from '@ats/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/errors.ts';
import { maxPdfPages } from '../../../src/pdf/page-tree.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { kids, pageLeaf, pageTreeBomb, pdfOfObjects } from '../../support/pdf-page-trees.ts';
import { textPdf } from '../files/pdf-fixtures.ts';
import { numbered } from '../questionnaires/fixtures.ts';
import { fullBody } from '../recruitments/fixtures.ts';
import {
  type ApplicationForm,
  applicationData,
  apply,
  completeForm,
  createOfferContext,
  elementOf,
  type JobApplicationData,
  multipartBody,
  type OfferContext,
  sample,
  snapshot,
} from './fixtures.ts';

/** A PDF of `size` bytes: valid magic, then padding. */
const pdfOfSize = (size: number) =>
  Buffer.concat([sample.pdf, Buffer.alloc(size - sample.pdf.length, 0x20)]);
const pngOfSize = (size: number) =>
  Buffer.concat([sample.png, Buffer.alloc(size - sample.png.length, 0)]);

describe('refused applications store nothing', () => {
  const testApp = useTestApp({ applyRateLimit: 10_000 });
  let context: OfferContext;
  /** An open recruitment whose questionnaire asks for a resume only. */
  let resumeOnlyId: string;
  /** An open recruitment whose questionnaire has a resume and more attachments than allowed. */
  let manyAttachmentsId: string;
  let attachmentIds: string[];

  async function openRecruitment(questionnaireId: string): Promise<string> {
    const id = await context.recruiterApi.add(
      fullBody({ questionnaireId, ownerId: context.recruiterId }),
    );
    expect((await context.recruiterApi.setStatus(id, RecruitmentStatus.Open)).statusCode).toBe(204);
    return id;
  }

  beforeAll(async () => {
    context = await createOfferContext(testApp);
    resumeOnlyId = await openRecruitment(context.questionnaireId);
    const elements = numbered([
      { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question: 'Resume', isRequired: true },
      ...Array.from({ length: maxApplicationFiles }, (_, index) => ({
        $type: 'Attachment' as const,
        pageNumber: 1,
        sectionNumber: 1,
        question: `Attachment ${index + 1}`,
        isRequired: false,
      })),
    ]);
    attachmentIds = elements.slice(1).map((element) => element.id);
    manyAttachmentsId = await openRecruitment(
      await context.questionnaireApi.add({
        isDraft: false,
        questionnaireStructure: { elements },
      }),
    );
  });

  /**
   * Sends the request and checks the answer and that rows and storage are unchanged; `field`
   * is the one form field the 400 names (a file part, a personal data field).
   */
  async function expectRefused(
    send: () => Promise<LightMyRequestResponse>,
    status: 400 | 404 = 400,
    field?: string,
  ): Promise<void> {
    const before = await snapshot(testApp);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual(
      field === undefined
        ? { status, message: errorCatalogue[status] }
        : { status, message: errorCatalogue[status], field },
    );
    expect(await snapshot(testApp)).toEqual(before);
  }

  const withData = (change: (data: JobApplicationData) => void): ApplicationForm => {
    const form = completeForm(context.elements);
    const data = structuredClone(form.application) as JobApplicationData;
    change(data);
    return { ...form, application: data };
  };
  const answerTo = (data: JobApplicationData, type: string) => {
    const answer = data.answers.find((candidate) => candidate.$type === type);
    if (!answer) throw new Error(`no ${type} answer`);
    return answer;
  };

  it('the control case is accepted (so the refusals below are about their one change)', async () => {
    const response = await apply(testApp, context.openId, completeForm(context.elements));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses closed, pending, draft and unknown offers with 404', async () => {
    for (const id of [context.closedId, context.pendingId, context.draftId, unknownId]) {
      await expectRefused(() => apply(testApp, id, completeForm(context.elements)), 404);
    }
  });

  it('refuses a missing or blank required answer', async () => {
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        withData((data) => {
          data.answers = data.answers.filter((answer) => answer.$type !== 'SingleLineText');
        }),
      ),
    );
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        withData((data) => {
          Object.assign(answerTo(data, 'Address'), { value: '   ' });
        }),
      ),
    );
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        withData((data) => {
          Object.assign(answerTo(data, 'SingleChoice'), { chosenOption: null });
        }),
      ),
    );
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        withData((data) => {
          Object.assign(answerTo(data, 'Experience'), { value: [] });
        }),
      ),
    );
  });

  it('refuses a required file question without its file', async () => {
    const { resume: _resume, ...withoutResume } = completeForm(context.elements);
    await expectRefused(() => apply(testApp, context.openId, withoutResume));
  });

  it('refuses answers to unknown questions, of the wrong type, with unknown options, or twice', async () => {
    const changes: ((data: JobApplicationData) => void)[] = [
      (data) => {
        Object.assign(answerTo(data, 'Summary'), { questionId: randomUUID() });
      },
      (data) => {
        // An answer to the Resume question (a file question) in the JSON part.
        data.answers.push({
          $type: 'SingleLineText',
          questionId: elementOf(context.elements, 'Resume').id,
          value: 'x',
        });
      },
      (data) => {
        Object.assign(answerTo(data, 'Summary'), { $type: 'MultiLineText' });
      },
      (data) => {
        Object.assign(answerTo(data, 'SingleChoice'), { chosenOption: '9' });
      },
      (data) => {
        Object.assign(answerTo(data, 'MultipleChoice'), { chosenOptions: ['1', '1'] });
      },
      (data) => {
        data.answers.push({ ...answerTo(data, 'Summary') });
      },
      (data) => {
        data.personalData.firstName = '   ';
      },
    ];
    for (const change of changes) {
      await expectRefused(() => apply(testApp, context.openId, withData(change)));
    }
  });

  it('refuses what the contract refuses: no consent, no e-mail, no application part, no JSON', async () => {
    // An address without a dot in its domain: the form checks the same rule (@ats/domain).
    await expectRefused(
      () =>
        apply(
          testApp,
          context.openId,
          withData((data) => {
            data.personalData.email = 'zofia@example';
          }),
        ),
      400,
      'personalData.email',
    );
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        withData((data) => {
          (data as { consent: boolean }).consent = false;
        }),
      ),
    );
    await expectRefused(
      () =>
        apply(
          testApp,
          context.openId,
          withData((data) => {
            data.personalData.email = 'not an e-mail';
          }),
        ),
      400,
      'personalData.email',
    );
    const { application: _application, ...withoutApplication } = completeForm(context.elements);
    await expectRefused(() =>
      apply(testApp, context.openId, { ...withoutApplication, application: undefined }),
    );
    await expectRefused(() =>
      apply(testApp, context.openId, {
        ...withoutApplication,
        application: undefined,
        extra: [['application', '{"personalData":']],
      }),
    );
    await expectRefused(() =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/JobOffers/${context.openId}/apply`,
        headers: { 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
        payload: applicationData(context.elements),
      }),
    );
  });

  it('refuses a file whose content is not of its kind, whatever its name and declared type', async () => {
    const form = completeForm(context.elements);
    await expectRefused(
      () =>
        apply(testApp, context.openId, {
          ...form,
          resume: { bytes: sample.exe, name: 'cv.pdf', type: 'application/pdf' },
        }),
      400,
      'resume',
    );
    // A real PDF sent as the photo; the resume before it was stored already, and goes too.
    await expectRefused(
      () =>
        apply(testApp, context.openId, {
          ...form,
          photo: { bytes: sample.pdf, name: 'me.png', type: 'image/png' },
        }),
      400,
      'photo',
    );
    await expectRefused(
      () =>
        apply(testApp, context.openId, {
          ...form,
          resume: { bytes: Buffer.alloc(0), name: 'cv.pdf', type: 'application/pdf' },
        }),
      400,
      'resume',
    );
  });

  it('refuses a PDF whose page tree is a bomb, as resume or cover letter', async () => {
    const form = completeForm(context.elements);
    const pdf = (bytes: Buffer) => ({ bytes, name: 'cv.pdf', type: 'application/pdf' });
    // About 1 KB, 100,000 pages: /Pages nodes listing the next node ten times, five levels.
    await expectRefused(
      () => apply(testApp, context.openId, { ...form, resume: pdf(pageTreeBomb()) }),
      400,
      'resume',
    );
    await expectRefused(
      () => apply(testApp, context.openId, { ...form, coverLetter: pdf(pageTreeBomb()) }),
      400,
      'coverLetter',
    );
    // Distinct pages past the budget, and a tree that lists a node of its own twice.
    const overBudget = Array.from({ length: maxPdfPages + 1 }, (_, index) => index + 3);
    const tooLong = pdfOfObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids ${kids(...overBudget)} /Count ${overBudget.length} >>`,
      ...overBudget.map(() => pageLeaf(2)),
    ]);
    await expectRefused(
      () => apply(testApp, context.openId, { ...form, resume: pdf(tooLong) }),
      400,
      'resume',
    );
    const cyclic = pdfOfObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids ${kids(3, 2)} /Count 1 >>`,
      pageLeaf(2),
    ]);
    await expectRefused(
      () => apply(testApp, context.openId, { ...form, resume: pdf(cyclic) }),
      400,
      'resume',
    );
    // A real PDF of a few pages goes through the same check.
    const real = await apply(testApp, context.openId, {
      ...form,
      resume: pdf(await textPdf(['Experience', 'Education'])),
    });
    expect(real.statusCode, real.body).toBe(200);
  });

  it('refuses a file over its kind size limit', async () => {
    const form = completeForm(context.elements);
    await expectRefused(
      () =>
        apply(testApp, context.openId, {
          ...form,
          resume: { bytes: pdfOfSize(applicationFileRules.Resume.maxBytes + 1), name: 'cv.pdf' },
        }),
      400,
      'resume',
    );
    await expectRefused(
      () =>
        apply(testApp, context.openId, {
          ...form,
          photo: { bytes: pngOfSize(applicationFileRules.Photo.maxBytes + 1), name: 'me.png' },
        }),
      400,
      'photo',
    );
  });

  it('accepts a file of exactly the limit', async () => {
    const response = await apply(testApp, context.openId, {
      ...completeForm(context.elements),
      photo: { bytes: pngOfSize(applicationFileRules.Photo.maxBytes), name: 'me.png' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses files the questionnaire does not ask for, repeated parts and unknown part names', async () => {
    const resumeOnly = applicationData([], { answers: [] });
    const resume = { bytes: sample.pdf, name: 'cv.pdf' };
    await expectRefused(() =>
      apply(testApp, resumeOnlyId, {
        application: resumeOnly,
        resume,
        photo: { bytes: sample.png, name: 'me.png' },
      }),
    );
    await expectRefused(() =>
      apply(testApp, resumeOnlyId, {
        application: resumeOnly,
        resume,
        attachments: { [randomUUID()]: resume },
      }),
    );
    await expectRefused(() =>
      apply(testApp, resumeOnlyId, {
        application: resumeOnly,
        resume,
        extra: [['resume', resume]],
      }),
    );
    await expectRefused(() =>
      apply(testApp, resumeOnlyId, {
        application: resumeOnly,
        resume,
        extra: [['portfolio', resume]],
      }),
    );
    await expectRefused(() =>
      apply(testApp, resumeOnlyId, {
        application: resumeOnly,
        resume,
        extra: [['nickname', 'zosia']],
      }),
    );
    await expectRefused(() =>
      apply(testApp, resumeOnlyId, {
        application: resumeOnly,
        resume,
        extra: [['attachments[../../etc]', resume]],
      }),
    );
    // The control case for this recruitment.
    const accepted = await apply(testApp, resumeOnlyId, { application: resumeOnly, resume });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it(`refuses more than ${maxApplicationFiles} files`, async () => {
    const application = applicationData([], { answers: [] });
    const file = { bytes: sample.txt, name: 'notes.txt' };
    const attachments = Object.fromEntries(attachmentIds.map((id) => [id, file]));
    await expectRefused(() =>
      apply(testApp, manyAttachmentsId, {
        application,
        resume: { bytes: sample.pdf, name: 'cv.pdf' },
        attachments,
      }),
    );
    const allowed = Object.fromEntries(attachmentIds.slice(1).map((id) => [id, file]));
    const accepted = await apply(testApp, manyAttachmentsId, {
      application,
      resume: { bytes: sample.pdf, name: 'cv.pdf' },
      attachments: allowed,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses a missing or malformed Idempotency-Key', async () => {
    const form = completeForm(context.elements);
    await expectRefused(() => apply(testApp, context.openId, form, { idempotencyKey: null }));
    await expectRefused(() => apply(testApp, context.openId, form, { idempotencyKey: 'twice' }));
  });
});

describe('the apply rate limit', () => {
  const testApp = useTestApp({ applyRateLimit: 1 });
  let context: OfferContext;

  beforeAll(async () => {
    context = await createOfferContext(testApp);
  });

  it('answers 429 past the limit, before reading anything, and stores nothing', async () => {
    const first = await apply(testApp, context.openId, completeForm(context.elements), {
      remoteAddress: '127.0.0.9',
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot(testApp);
    const { payload, contentType } = await multipartBody(completeForm(context.elements));
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `/api/JobOffers/${context.openId}/apply`,
      remoteAddress: '127.0.0.9',
      headers: {
        'content-type': contentType,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': randomUUID(),
      },
      payload,
    });
    expect(refused.statusCode).toBe(429);
    expect(await snapshot(testApp)).toEqual(before);
  });
});
