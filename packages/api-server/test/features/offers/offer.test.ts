import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recruitments } from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { resumeOnly } from '../questionnaires/fixtures.ts';
import { jobDescription } from '../recruitments/fixtures.ts';
import { createOfferContext, type JobOffer, type OfferContext } from './fixtures.ts';

describe('the public job offer', () => {
  const testApp = useTestApp();
  let context: OfferContext;

  const getOffer = (id: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/JobOffers/${id}`, headers });

  beforeAll(async () => {
    context = await createOfferContext(testApp);
  });

  it('answers an open recruitment without a session, with its questionnaire as frozen', async () => {
    const response = await getOffer(context.openId);
    expect(response.statusCode, response.body).toBe(200);
    const offer: JobOffer = response.json();
    const [stored] = await testApp.database.db
      .select({ openedAt: recruitments.openedAt })
      .from(recruitments)
      .where(eq(recruitments.id, context.openId));
    expect(offer).toMatchObject({
      recruitmentId: context.openId,
      title: 'Backend developer – Payments',
      positionName: 'Backend Developer',
      jobTitle: 'Senior Backend Developer',
      jobDescription,
      locationDescription: 'Warsaw, Prosta 20',
      locationLatitude: 52.2297,
      locationLongitude: 21.0122,
      remoteWorkIsPossible: true,
      vacantPosts: 2,
      budgetPerPositionMin: 12000,
      budgetPerPositionMax: 18000,
      budgetCurrency: { id: 'PLN' },
      keywords: ['PostgreSQL', 'TypeScript'],
      questionnaire: {
        id: context.formQuestionnaireId,
        structure: { elements: context.elements },
      },
    });
    // Published when it was opened (the status machine records the moment).
    expect(stored?.openedAt).toBeInstanceOf(Date);
    expect(offer.publishedDate).toBe(stored?.openedAt?.toISOString());
  });

  it('names the position in the language asked for', async () => {
    const offer: JobOffer = (await getOffer(context.openId, { 'accept-language': 'pl-PL' })).json();
    expect(offer.positionName).toBe('Programista backend');
  });

  it('keeps the questionnaire version the candidates fill when the questionnaire changes', async () => {
    await context.questionnaireApi.edit(context.formQuestionnaireId, {
      isDraft: false,
      questionnaireName: 'Every element, edited',
      questionnaireStructure: resumeOnly('A different form'),
    });
    const offer: JobOffer = (await getOffer(context.openId)).json();
    expect(offer.questionnaire.structure.elements).toEqual(context.elements);
  });

  it('is not found for draft, pending, closed and unknown recruitments', async () => {
    for (const id of [context.draftId, context.pendingId, context.closedId, unknownId]) {
      const response = await getOffer(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: errorCatalogue[404] });
    }
    expect((await getOffer('not-a-uuid')).statusCode).toBe(400);
  });
});
