import { RecruitmentStatus } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionnaires, recruitments } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import {
  type AddBody,
  type Context,
  createContext,
  dayFromToday,
  draftBody,
  expectBadRequest,
  expectForbidden,
  forceStatus,
  fullBody,
  storedRecruitment,
} from './fixtures.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;
const allStatuses = [draft, pending, open, closed];

/**
 * The status machine as decided (docs/decisions/recruitments.md), written out independently of
 * the code: moves from each status for a complete recruitment with an active questionnaire.
 */
const expectedMoves: Record<number, number[]> = {
  [draft]: [pending, open],
  [pending]: [draft, open, closed],
  [open]: [closed],
  [closed]: [open],
};

describe('recruitment status machine', () => {
  const testApp = useTestApp();
  let context: Context;

  const full = (overrides: Partial<AddBody> = {}) =>
    fullBody({ questionnaireId: context.questionnaireId, ownerId: context.recruiterId }, overrides);

  /** A complete recruitment (every full-save rule holds) put in `status`. */
  async function completeIn(status: number, overrides: Partial<AddBody> = {}): Promise<string> {
    const id = await context.recruiterApi.add(full({ ...overrides, isDraft: true }));
    await forceStatus(testApp, id, status);
    return id;
  }

  beforeAll(async () => {
    context = await createContext(testApp);
  });

  describe.each(allStatuses)('from status %i', (from) => {
    it('lists the next statuses the table allows', async () => {
      expect(await context.recruiterApi.nextStatuses(await completeIn(from))).toEqual(
        expectedMoves[from],
      );
    });

    it.each(allStatuses)('moves to %i exactly when the table allows it', async (to) => {
      const id = await completeIn(from);
      const response = await context.recruiterApi.setStatus(id, to);
      if (expectedMoves[from]?.includes(to)) {
        expect(response.statusCode, response.body).toBe(204);
        expect((await storedRecruitment(testApp, id))?.status).toBe(to);
        // The next statuses follow the new status at once.
        expect(await context.recruiterApi.nextStatuses(id)).toEqual(expectedMoves[to]);
      } else {
        expectBadRequest(response);
        expect((await storedRecruitment(testApp, id))?.status).toBe(from);
      }
    });
  });

  it('keeps an incomplete draft a draft: nothing listed, every move refused', async () => {
    const titleOnly = await context.recruiterApi.add(draftBody(context.recruiterId));
    const pastDeadline = await context.recruiterApi.add(
      full({ isDraft: true, deadline: dayFromToday(-3) }),
    );
    const noVacancy = await context.recruiterApi.add(full({ isDraft: true, vacantPosts: 0 }));
    const draftQuestionnaire = await context.recruiterApi.add(
      full({
        isDraft: true,
        questionnaireId: await context.questionnaireApi.add({ isDraft: true }),
      }),
    );
    for (const id of [titleOnly, pastDeadline, noVacancy, draftQuestionnaire]) {
      expect(await context.recruiterApi.nextStatuses(id)).toEqual([]);
      for (const to of [pending, open, closed]) {
        expectBadRequest(await context.recruiterApi.setStatus(id, to));
      }
      expect((await storedRecruitment(testApp, id))?.status).toBe(draft);
    }
  });

  it('opens only with an active questionnaire (pending and closed alike)', async () => {
    const withdrawn = await context.questionnaireApi.add({ isDraft: false });
    const pendingId = await completeIn(pending, { questionnaireId: withdrawn });
    const closedId = await completeIn(closed, { questionnaireId: withdrawn });
    // Deleted behind the recruitments' backs (the API refuses it while they use it).
    await testApp.database.db
      .update(questionnaires)
      .set({ status: 2 })
      .where(eq(questionnaires.id, withdrawn));
    expect(await context.recruiterApi.nextStatuses(pendingId)).toEqual([draft, closed]);
    expect(await context.recruiterApi.nextStatuses(closedId)).toEqual([]);
    expectBadRequest(await context.recruiterApi.setStatus(pendingId, open));
    expectBadRequest(await context.recruiterApi.setStatus(closedId, open));
  });

  it('gives the job offer URL exactly while open', async () => {
    const id = await completeIn(pending);
    const urlOf = async () => (await context.recruiterApi.get(id)).jobOfferUrl;
    expect(await urlOf()).toBeNull();
    expect((await context.recruiterApi.setStatus(id, open)).statusCode).toBe(204);
    expect(await urlOf()).toBe(`${testApp.app.config.publicOrigin}/offers/${id}`);
    expect((await context.recruiterApi.getForEdit(id)).jobOfferUrl).toBe(
      `http://localhost:3000/offers/${id}`,
    );
    expect((await context.recruiterApi.setStatus(id, closed)).statusCode).toBe(204);
    expect(await urlOf()).toBeNull();
  });

  it('publishes the newest questionnaire version; a re-opened recruitment keeps its own', async () => {
    const questionnaireId = await context.questionnaireApi.add({ isDraft: false });
    const id = await completeIn(draft, { questionnaireId });
    await context.questionnaireApi.edit(questionnaireId, { isDraft: false }); // version 2
    expect((await context.recruiterApi.setStatus(id, open)).statusCode).toBe(204);
    expect((await storedRecruitment(testApp, id))?.questionnaireVersion).toBe(2);
    expect((await context.recruiterApi.setStatus(id, closed)).statusCode).toBe(204);
    await context.questionnaireApi.edit(questionnaireId, { isDraft: false }); // version 3
    expect((await context.recruiterApi.setStatus(id, open)).statusCode).toBe(204);
    expect((await storedRecruitment(testApp, id))?.questionnaireVersion).toBe(2);
  });

  it('offers staff not on the recruitment no move, and refuses theirs', async () => {
    const id = await completeIn(pending);
    expect(await context.managerApi.nextStatuses(id)).toEqual([]);
    expectForbidden(await context.managerApi.setStatus(id, open));
    expect((await storedRecruitment(testApp, id))?.status).toBe(pending);
    // Once on the team, the same user may.
    expect((await context.recruiterApi.updateTeam(id, [context.managerId])).statusCode).toBe(200);
    expect(await context.managerApi.nextStatuses(id)).toEqual(expectedMoves[pending]);
    expect((await context.managerApi.setStatus(id, open)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown recruitment', async () => {
    expect((await context.recruiterApi.nextStatusesRaw(unknownId)).statusCode).toBe(404);
    expect((await context.recruiterApi.setStatus(unknownId, open)).statusCode).toBe(404);
  });

  it('refuses a status outside the contract', async () => {
    const id = await completeIn(pending);
    expectBadRequest(await context.recruiterApi.setStatus(id, 4));
    const [row] = await testApp.database.db
      .select({ status: recruitments.status })
      .from(recruitments)
      .where(eq(recruitments.id, id));
    expect(row?.status).toBe(pending);
  });
});
