import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '../../../src/db/consent-versions.ts';
import {
  consentVersions,
  consentVersionTexts,
  jobApplications,
} from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  apply,
  completeForm,
  createOfferContext,
  type JobOffer,
  type OfferContext,
  rowCounts,
  storedFiles,
} from '../offers/fixtures.ts';

const firstVersion = CONSENT_VERSIONS[0];
if (!firstVersion) throw new Error('no consent version');

describe('versioned consent on the apply form', () => {
  const testApp = useTestApp({ applyRateLimit: 10_000 });
  let context: OfferContext;

  beforeAll(async () => {
    context = await createOfferContext(testApp);
  });

  const db = () => testApp.database.db;

  async function offer(language?: string): Promise<JobOffer> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/JobOffers/${context.openId}`,
      headers: language ? { 'accept-language': language } : {},
    });
    return bodyOf<JobOffer>(response);
  }

  async function applicationRow(id: string) {
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, id));
    if (!row) throw new Error(`no application ${id}`);
    return row;
  }

  async function applyWith(consent: { consentVersionId: string; futureOpeningsConsent: boolean }) {
    return apply(
      testApp,
      context.openId,
      completeForm(context.elements, {
        ...consent,
        personalData: {
          firstName: 'Zofia',
          lastName: 'Kowalczyk',
          email: `zofia-${randomUUID()}@example.com`,
          phoneNumber: null,
          prefix: null,
        },
      }),
    );
  }

  it("answers the version in effect with the offer, in the reader's language", async () => {
    expect((await offer()).consent).toEqual({ id: firstVersion.id, ...firstVersion.texts.en });
    expect((await offer('pl-PL,pl;q=0.9')).consent).toEqual({
      id: firstVersion.id,
      ...firstVersion.texts.pl,
    });
  });

  it('stores the accepted version and when, without a future-openings consent', async () => {
    const before = Date.now();
    const response = await applyWith({
      consentVersionId: firstVersion.id,
      futureOpeningsConsent: false,
    });
    const { id } = bodyOf<{ id: string }>(response);
    const row = await applicationRow(id);
    expect(row.consentVersionId).toBe(firstVersion.id);
    expect(row.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.consentedAt?.getTime()).toEqual(row.createdAt.getTime());
    expect(row.futureOpeningsConsentUntil).toBeNull();
  });

  it('keeps a future-openings consent for 24 months from the application', async () => {
    const response = await applyWith({
      // Upper case is the same id.
      consentVersionId: firstVersion.id.toUpperCase(),
      futureOpeningsConsent: true,
    });
    const row = await applicationRow(bodyOf<{ id: string }>(response).id);
    expect(row.consentVersionId).toBe(firstVersion.id);
    const expected = new Date(row.createdAt);
    expected.setUTCMonth(expected.getUTCMonth() + 24);
    expect(row.futureOpeningsConsentUntil?.toISOString()).toBe(expected.toISOString());
  });

  it('refuses a missing or unknown version with the catalogue 400 and writes nothing', async () => {
    const before = await rowCounts(testApp);
    const filesBefore = storedFiles(testApp);
    expectError(
      await applyWith({ consentVersionId: randomUUID(), futureOpeningsConsent: false }),
      400,
    );
    const { consentVersionId: _left, ...withoutVersion } = completeForm(context.elements)
      .application as Record<string, unknown>;
    expectError(
      await apply(testApp, context.openId, {
        ...completeForm(context.elements),
        application: withoutVersion,
      }),
      400,
    );
    expect(await rowCounts(testApp)).toEqual(before);
    expect(storedFiles(testApp)).toEqual(filesBefore);
  });

  it('refuses an outdated version once a newer one is in effect, and offers the newer one', async () => {
    const newerId = randomUUID();
    await db()
      .insert(consentVersions)
      .values({ id: newerId, effectiveFrom: new Date(Date.now() - 60_000) });
    await db().insert(consentVersionTexts).values({
      consentVersionId: newerId,
      languageId: 'en',
      consent: 'I agree (second wording).',
      futureOpeningsConsent: 'Keep me (second wording).',
      privacyNotice: 'Second notice.',
    });
    // A version not in effect yet is neither offered nor accepted.
    const futureId = randomUUID();
    await db()
      .insert(consentVersions)
      .values({ id: futureId, effectiveFrom: new Date(Date.now() + 86_400_000) });

    // Polish falls back to English where the version has no Polish text.
    expect((await offer('pl')).consent).toEqual({
      id: newerId,
      consent: 'I agree (second wording).',
      futureOpeningsConsent: 'Keep me (second wording).',
      privacyNotice: 'Second notice.',
    });
    const before = await rowCounts(testApp);
    const filesBefore = storedFiles(testApp);
    for (const consentVersionId of [firstVersion.id, futureId]) {
      expectError(await applyWith({ consentVersionId, futureOpeningsConsent: true }), 400);
    }
    expect(await rowCounts(testApp)).toEqual(before);
    expect(storedFiles(testApp)).toEqual(filesBefore);

    const accepted = await applyWith({ consentVersionId: newerId, futureOpeningsConsent: false });
    expect((await applicationRow(bodyOf<{ id: string }>(accepted).id)).consentVersionId).toBe(
      newerId,
    );
  });
});
