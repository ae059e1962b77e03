import type { Database } from '../../db/client.ts';
import type { DemoRandom } from '../demo/random.ts';
import { storeRecruitments } from '../shared/recruitments.ts';
import type { ScaleRecruitment } from './recruitments.ts';

/** Recruitments, their teams and keywords; returns the rows added per table. */
export function insertRecruitments(
  db: Database,
  random: DemoRandom,
  list: readonly ScaleRecruitment[],
): Promise<Record<string, number>> {
  return storeRecruitments(
    db,
    random,
    // The scale's fields are already the columns' values: no recruitment is closed later.
    list.map((recruitment) => ({
      row: {
        id: recruitment.id,
        title: recruitment.title,
        positionId: recruitment.position?.id ?? null,
        status: recruitment.status,
        deadline: recruitment.deadline,
        createDate: recruitment.createDate,
        openedAt: recruitment.openedAt,
        vacantPosts: recruitment.vacantPosts,
        budgetPerPositionMin: recruitment.budgetMin,
        budgetPerPositionMax: recruitment.budgetMax,
        budgetCurrencyId: recruitment.currencyId,
        questionnaireId: recruitment.questionnaire?.id ?? null,
        questionnaireVersion: recruitment.questionnaire?.version ?? null,
        jobTitle: recruitment.jobTitle,
        jobDescription: recruitment.jobDescription,
        locationDescription: recruitment.locationDescription,
        locationLatitude: recruitment.latitude,
        locationLongitude: recruitment.longitude,
        remoteWorkIsPossible: recruitment.remote,
        ownerId: recruitment.ownerId,
        hiringManagerId: recruitment.hiringManagerId,
        jobOfferUrl: recruitment.jobOfferUrl,
      },
      teamIds: recruitment.teamIds,
      keywords: recruitment.keywords,
    })),
  );
}
