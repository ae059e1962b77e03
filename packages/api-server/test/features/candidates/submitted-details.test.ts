import type { Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, jobApplications, recruitees } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { filledQuestionnairePdfUrl, pageTexts } from '../files/pdf-fixtures.ts';
import {
  apply,
  completeForm,
  createOfferContext,
  type OfferContext,
  sample,
} from '../offers/fixtures.ts';

type Profile = Schema<'RecruiteeWithJobApplication'>;

/*
 * Issue 24, defect 2: an anonymous application with a known e-mail used to overwrite the
 * candidate's name, phone, prefix and photo. Now each application keeps what it submitted and
 * staff accept or dismiss the difference.
 */
describe("an application's own details", () => {
  const testApp = useTestApp({ applyRateLimit: 10_000 });
  let context: OfferContext;
  /** Owner of the open recruitment. */
  let owner: Record<string, string>;
  /** Staff on no team of it. */
  let outsider: Record<string, string>;

  beforeAll(async () => {
    context = await createOfferContext(testApp);
    owner = await signedInHeaders(testApp.app);
    outsider = await signedInHeaders(testApp.app, 'owner@example.com');
  });

  const db = () => testApp.database.db;
  const original: Schema<'PersonalData'> & { phoneNumber: string } = {
    firstName: 'Jadwiga',
    lastName: 'Zielińska',
    email: 'Jadwiga.Zielinska@example.com',
    phoneNumber: '+48 600 000 001',
    prefix: 'Mrs',
  };
  const impostor: Schema<'PersonalData'> & { phoneNumber: string } = {
    firstName: 'Hacked',
    lastName: 'Name',
    email: 'JADWIGA.ZIELINSKA@EXAMPLE.COM',
    phoneNumber: '+1 555 0100',
    prefix: 'Mr',
  };
  /** Another picture than the first application's (another size). */
  const otherPhoto = Buffer.concat([sample.png, Buffer.alloc(64)]);

  async function applyAs(personalData: Schema<'PersonalData'>, photo = sample.png) {
    const form = completeForm(context.elements, { personalData });
    const response = await apply(testApp, context.openId, {
      ...form,
      photo: { bytes: photo, name: 'me.png', type: 'image/png' },
    });
    return bodyOf<{ id: string }>(response).id;
  }

  async function recruiteeOf(jobApplicationId: string) {
    const [row] = await db()
      .select({ recruitee: recruitees })
      .from(jobApplications)
      .innerJoin(recruitees, eq(recruitees.id, jobApplications.recruiteeId))
      .where(eq(jobApplications.id, jobApplicationId));
    if (!row) throw new Error(`no application ${jobApplicationId}`);
    return row.recruitee;
  }

  function profile(jobApplicationId: string, headers = owner) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/Recruitees/ByJobApplication?jobApplicationId=${jobApplicationId}`,
      headers,
    });
  }

  function review(action: 'accept' | 'dismiss', jobApplicationId: string, headers = owner) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/JobApplications/${jobApplicationId}/SubmittedDetails/${action}`,
      headers,
    });
  }

  async function applyTwice() {
    const firstId = await applyAs({
      ...original,
      email: `${crypto.randomUUID()}${original.email}`,
    });
    const first = await recruiteeOf(firstId);
    const secondId = await applyAs({ ...impostor, email: first.email.toUpperCase() }, otherPhoto);
    return { firstId, secondId, recruiteeId: first.id, before: first };
  }

  it('leaves the candidate as they were when another application uses their e-mail in another case', async () => {
    const { firstId, secondId, recruiteeId, before } = await applyTwice();
    const after = await recruiteeOf(secondId);
    expect(after.id).toBe(recruiteeId);
    expect(after).toMatchObject({
      firstName: original.firstName,
      lastName: original.lastName,
      email: before.email,
      phoneNumber: original.phoneNumber,
      prefix: original.prefix,
      photoFileId: before.photoFileId,
      detailsApplicationId: firstId,
    });
    expect(before.photoFileId).not.toBeNull();

    // The second application keeps what it submitted, its photo included.
    const [second] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, secondId));
    const [photo] = await db()
      .select({ sizeBytes: files.sizeBytes })
      .from(files)
      .where(eq(files.id, second?.photoFileId ?? unknownId));
    expect(second).toMatchObject({
      firstName: impostor.firstName,
      lastName: impostor.lastName,
      email: before.email.toUpperCase(),
      phoneNumber: impostor.phoneNumber,
      prefix: impostor.prefix,
      detailsReviewedAt: null,
    });
    expect(photo?.sizeBytes).toBe(otherPhoto.length);
  });

  it('shows the new details in the profile to staff who may see the application, with each one’s own', async () => {
    const { firstId, secondId, before } = await applyTwice();
    const seen = bodyOf<Profile>(await profile(firstId));
    expect(seen.basicData).toMatchObject({
      firstName: original.firstName,
      phoneNumber: original.phoneNumber,
    });
    expect(seen.detailsSource).toMatchObject({
      jobApplicationId: firstId,
      recruitmentTitle: expect.any(String),
    });
    const second = await recruiteeOf(secondId);
    const [secondRow] = await db()
      .select({ createdAt: jobApplications.createdAt, photoFileId: jobApplications.photoFileId })
      .from(jobApplications)
      .where(eq(jobApplications.id, secondId));
    expect(seen.newDetails).toEqual({
      jobApplicationId: secondId,
      jobApplicationDate: secondRow?.createdAt.toISOString(),
      changes: [
        { field: 'firstName', current: original.firstName, submitted: impostor.firstName },
        { field: 'lastName', current: original.lastName, submitted: impostor.lastName },
        { field: 'phoneNumber', current: original.phoneNumber, submitted: impostor.phoneNumber },
        { field: 'prefix', current: original.prefix, submitted: impostor.prefix },
        { field: 'photo', current: second.photoFileId, submitted: secondRow?.photoFileId },
      ],
    });
    // Each application's details show what that application submitted.
    expect(seen.authorizedData?.submittedDetails).toMatchObject({
      firstName: original.firstName,
      email: before.email,
      prefix: original.prefix,
    });
    expect(bodyOf<Profile>(await profile(secondId)).authorizedData?.submittedDetails).toEqual({
      firstName: impostor.firstName,
      lastName: impostor.lastName,
      email: before.email.toUpperCase(),
      phoneNumber: impostor.phoneNumber,
      prefix: impostor.prefix,
      photoFileIdentifier: secondRow?.photoFileId,
    });

    // Staff outside the recruitment see the candidate's basics, not the application's details.
    const outside = bodyOf<Profile>(await profile(secondId, outsider));
    expect(outside.authorizedData).toBeNull();
    expect(outside.newDetails).toBeNull();
    expect(outside.detailsSource).toMatchObject({
      jobApplicationId: firstId,
      recruitmentTitle: null,
    });
  });

  it('prints the application’s own details in its filled form', async () => {
    const { firstId, secondId } = await applyTwice();
    const text = async (id: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: filledQuestionnairePdfUrl(id),
        headers: owner,
      });
      expect(response.statusCode).toBe(200);
      return (await pageTexts(response.rawPayload)).join('\n');
    };
    const secondText = await text(secondId);
    expect(secondText).toContain('Hacked Name');
    expect(secondText).toContain(impostor.phoneNumber);
    expect(secondText).not.toContain('Zielin');
    expect(await text(firstId)).not.toContain('Hacked');
  });

  it('accepts the new details for allowed staff only, in one step', async () => {
    const { firstId, secondId, recruiteeId, before } = await applyTwice();
    expectError(await review('accept', secondId, outsider), 403);
    expectError(await review('accept', unknownId), 404);
    expect((await recruiteeOf(secondId)).firstName).toBe(original.firstName);

    expect((await review('accept', secondId)).statusCode).toBe(204);
    const after = await recruiteeOf(secondId);
    const [secondRow] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, secondId));
    expect(after).toMatchObject({
      id: recruiteeId,
      firstName: impostor.firstName,
      lastName: impostor.lastName,
      email: before.email, // the e-mail keeps its first spelling
      phoneNumber: impostor.phoneNumber,
      prefix: impostor.prefix,
      photoFileId: secondRow?.photoFileId,
      detailsApplicationId: secondId,
    });
    expect(secondRow?.detailsReviewedAt).toBeInstanceOf(Date);
    const seen = bodyOf<Profile>(await profile(firstId));
    expect(seen.newDetails).toBeNull();
    expect(seen.detailsSource?.jobApplicationId).toBe(secondId);
    expect(seen.basicData.firstName).toBe(impostor.firstName);
    // Accepting again changes nothing more.
    expect((await review('accept', secondId)).statusCode).toBe(204);
  });

  it('keeps the current details when dismissed', async () => {
    const { firstId, secondId, before } = await applyTwice();
    expectError(await review('dismiss', secondId, outsider), 403);
    expect(bodyOf<Profile>(await profile(firstId)).newDetails).not.toBeNull();
    expect((await review('dismiss', secondId)).statusCode).toBe(204);
    expect(bodyOf<Profile>(await profile(firstId)).newDetails).toBeNull();
    expect(await recruiteeOf(secondId)).toMatchObject({
      firstName: original.firstName,
      phoneNumber: original.phoneNumber,
      photoFileId: before.photoFileId,
      detailsApplicationId: firstId,
    });
    expect((await review('dismiss', secondId)).statusCode).toBe(204);
  });

  it('exports each application’s submitted details and erases them', async () => {
    const { secondId, recruiteeId } = await applyTwice();
    const exported = await testApp.app.inject({
      method: 'GET',
      url: `/api/Recruitees/${recruiteeId}/PersonalData/Export`,
      headers: owner,
    });
    expect(exported.statusCode).toBe(200);
    const json = unzipSync(new Uint8Array(exported.rawPayload))['personal-data.json'];
    const document = JSON.parse(strFromU8(json ?? new Uint8Array())) as {
      recruitments: { applications: Record<string, unknown>[] }[];
    };
    const applications = document.recruitments.flatMap((placement) => placement.applications);
    expect(applications.find((application) => application.id === secondId)).toMatchObject({
      firstName: impostor.firstName,
      lastName: impostor.lastName,
      phoneNumber: impostor.phoneNumber,
      prefix: impostor.prefix,
    });

    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Recruitees/${recruiteeId}/PersonalData`,
      headers: owner,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const rows = await db()
      .select({
        firstName: jobApplications.firstName,
        lastName: jobApplications.lastName,
        email: jobApplications.email,
        phoneNumber: jobApplications.phoneNumber,
        prefix: jobApplications.prefix,
        photoFileId: jobApplications.photoFileId,
      })
      .from(jobApplications)
      .where(eq(jobApplications.recruiteeId, recruiteeId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toEqual({
        firstName: null,
        lastName: null,
        email: null,
        phoneNumber: null,
        prefix: null,
        photoFileId: null,
      });
    }
    const seen = bodyOf<Profile>(await profile(secondId));
    expect(seen.authorizedData?.submittedDetails).toMatchObject({
      firstName: 'Erased',
      lastName: 'candidate',
      phoneNumber: null,
    });
    expect(seen.newDetails).toBeNull();
    expect(seen.detailsSource).toBeNull();
    expectError(await review('accept', secondId), 400);
  });
});
