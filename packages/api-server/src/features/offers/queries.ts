import { RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localizedPositionName } from '../../db/position-name.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import {
  currencies,
  keywords,
  questionnaireVersions,
  recruitmentKeywords,
  recruitments,
} from '../../db/schema/index.ts';

export type JobOffer = Schema<'JobOffer'>;
/** The offer without the consent version (selectCurrentConsent adds it). */
export type RecruitmentOffer = Omit<JobOffer, 'consent'>;

/** What the offer page needs to know about any recruitment id. */
export interface OfferLookup {
  status: RecruitmentStatus;
  /** The offer as candidates see it; null unless the recruitment is open. */
  offer: RecruitmentOffer | null;
}

const position = localizedPositionName();

/** Keywords as stored, sorted case-insensitively (as the recruitment screens list them). */
const keywordNames = sql<string[]>`(
  select coalesce(json_agg(${keywords.name} order by lower(${keywords.name}), ${keywords.name}), '[]'::json)
  from ${recruitmentKeywords}
  inner join ${keywords} on ${keywords.id} = ${recruitmentKeywords.keywordId}
  where ${recruitmentKeywords.recruitmentId} = ${recruitments.id}
)`;

/**
 * The recruitment's status and, when it is open, its public offer with the questionnaire
 * version candidates fill; null for an unknown id. One statement.
 */
export async function selectOffer(
  db: Database,
  recruitmentId: string,
  language: LanguageId,
): Promise<OfferLookup | null> {
  const [row] = await db
    .select({
      id: recruitments.id,
      status: recruitments.status,
      title: recruitments.title,
      positionName: position.name,
      jobTitle: recruitments.jobTitle,
      jobDescription: recruitments.jobDescription,
      locationDescription: recruitments.locationDescription,
      locationLatitude: recruitments.locationLatitude,
      locationLongitude: recruitments.locationLongitude,
      remoteWorkIsPossible: recruitments.remoteWorkIsPossible,
      openedAt: recruitments.openedAt,
      createDate: recruitments.createDate,
      deadline: recruitments.deadline,
      vacantPosts: recruitments.vacantPosts,
      budgetPerPositionMin: recruitments.budgetPerPositionMin,
      budgetPerPositionMax: recruitments.budgetPerPositionMax,
      currencyId: currencies.id,
      currencyName: currencies.name,
      keywords: keywordNames,
      questionnaireId: questionnaireVersions.questionnaireId,
      structure: questionnaireVersions.structure,
    })
    .from(recruitments)
    .leftJoin(currencies, eq(currencies.id, recruitments.budgetCurrencyId))
    .leftJoin(
      questionnaireVersions,
      and(
        eq(questionnaireVersions.questionnaireId, recruitments.questionnaireId),
        eq(questionnaireVersions.version, recruitments.questionnaireVersion),
      ),
    )
    .leftJoin(position.requested, position.requestedOn(language))
    .leftJoin(position.english, position.englishOn)
    .where(eq(recruitments.id, recruitmentId))
    .limit(1);
  if (!row) return null;
  const status = row.status as RecruitmentStatus;
  // The status machine opens only complete recruitments (deadline and questionnaire set).
  if (
    status !== RecruitmentStatus.Open ||
    row.deadline === null ||
    row.questionnaireId === null ||
    row.structure === null
  ) {
    return { status, offer: null };
  }
  return {
    status,
    offer: {
      recruitmentId: row.id,
      title: row.title,
      positionName: row.positionName ?? '',
      jobTitle: row.jobTitle,
      jobDescription: row.jobDescription,
      locationDescription: row.locationDescription,
      locationLatitude: row.locationLatitude,
      locationLongitude: row.locationLongitude,
      remoteWorkIsPossible: row.remoteWorkIsPossible,
      publishedDate: (row.openedAt ?? row.createDate).toISOString(),
      deadline: row.deadline,
      vacantPosts: row.vacantPosts,
      budgetPerPositionMin: Number(row.budgetPerPositionMin),
      budgetPerPositionMax: Number(row.budgetPerPositionMax),
      budgetCurrency:
        row.currencyId === null ? null : { id: row.currencyId, name: row.currencyName ?? '' },
      keywords: row.keywords,
      questionnaire: {
        id: row.questionnaireId,
        structure: row.structure as JobOffer['questionnaire']['structure'],
      },
    },
  };
}
