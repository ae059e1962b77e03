import { RecruitmentStatus } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../../src/seed/demo/index.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { type Details, RecruitmentApi } from './fixtures.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

/** What `npm start` shows: the demo's recruitments, read through the API as the recruiter. */
describe('demo recruitments', () => {
  const testApp = useTestApp();
  let api: RecruitmentApi;
  let all: Details[];

  beforeAll(async () => {
    await testApp.database.db.transaction((tx) =>
      loadDemoData(tx, { size: 1, storage: testApp.app.files }),
    );
    api = new RecruitmentApi(testApp, await signedInHeaders(testApp.app));
    const page = await api.list({ pageSize: 100 });
    // Every answer is checked against the contract by the test app.
    all = await Promise.all(page.result.map((row) => api.get(row.id)));
  });

  it('has about a dozen recruitments in every status', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const status of [draft, pending, open, closed]) {
      expect(all.filter((recruitment) => recruitment.status === status).length).toBeGreaterThan(0);
    }
  });

  it('gives every recruitment past a quick draft a team, keywords and a budget', () => {
    const complete = all.filter((recruitment) => recruitment.positionId !== null);
    expect(complete.length).toBeGreaterThanOrEqual(all.length - 2);
    for (const recruitment of complete) {
      expect(recruitment.keywords.length, recruitment.title).toBeGreaterThan(0);
      expect(recruitment.budgetPerPositionMax, recruitment.title).toBeGreaterThan(0);
      expect(recruitment.budgetCurrency, recruitment.title).not.toBeNull();
      expect(recruitment.recruitmentTeamMembers.map((member) => member.id)).toContain(
        recruitment.recruitmentOwner.id,
      );
    }
    expect(complete.some((recruitment) => recruitment.recruitmentTeamMembers.length > 2)).toBe(
      true,
    );
  });

  it('gives open recruitments candidates, chart data and their offer page', () => {
    for (const recruitment of all.filter((row) => row.status === open)) {
      expect(recruitment.jobOfferUrl).toBe(`http://localhost:3000/offers/${recruitment.id}`);
      expect(recruitment.candidatesCount, recruitment.title).toBeGreaterThan(0);
      const stageTotal = recruitment.recruitmentRecruiteesByStageList.reduce(
        (total, stage) => total + stage.count,
        0,
      );
      expect(stageTotal).toBe(recruitment.candidatesCount);
      const refererTotal = recruitment.recruitmentJobApplicationsByRefererList.reduce(
        (total, referer) => total + referer.count,
        0,
      );
      expect(refererTotal).toBe(recruitment.applicantsCount);
    }
    expect(all.some((recruitment) => recruitment.newRecruiteesCount > 0)).toBe(true);
  });

  it('lets the demo recruiter move her recruitments as the status machine says', async () => {
    for (const recruitment of all.filter((row) => row.canEdit && row.positionId !== null)) {
      const next = await api.nextStatuses(recruitment.id);
      const expected =
        recruitment.status === draft
          ? [pending, open]
          : recruitment.status === pending
            ? [draft, open, closed]
            : recruitment.status === open
              ? [closed]
              : [open];
      expect(next, `${recruitment.title} (${recruitment.status})`).toEqual(expected);
    }
  });
});
