import type { Schema } from '@ats/api-sdk';
import { isCandidateSource } from '@ats/domain';
import { and, eq, sql } from 'drizzle-orm';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import { localizedPositionName } from '../../db/position-name.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import {
  atsUsers,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitments,
} from '../../db/schema/index.ts';
import { submittedDetailsColumns, toSubmittedDetails } from '../../submitted-details.ts';
import { isErasedColumn } from './erased.ts';
import { averageScoreColumn, myScoreColumn, reviewCountColumn } from './score-columns.ts';

type BasicData = Schema<'RecruiteeBasicData'>;
type AuthorizedData = Schema<'RecruiteeAuthorizedData'>;

const position = localizedPositionName();

/** The candidate who sent the application, as every signed-in staff member sees them. */
export async function selectBasicData(
  db: Database,
  jobApplicationId: string,
): Promise<BasicData | null> {
  const [row] = await db
    .select({
      id: recruitees.id,
      firstName: recruitees.firstName,
      lastName: recruitees.lastName,
      phoneNumber: recruitees.phoneNumber,
      email: recruitees.email,
      isErased: isErasedColumn,
    })
    .from(jobApplications)
    .innerJoin(recruitees, eq(recruitees.id, jobApplications.recruiteeId))
    .where(eq(jobApplications.id, jobApplicationId))
    .limit(1);
  return row ? { ...row, phoneNumber: row.phoneNumber === '' ? null : row.phoneNumber } : null;
}

/**
 * The application's details (the spec's authorizedData), or null when there is no such
 * application or the viewer may not see it: the access rule is part of the query, so
 * nothing protected leaves the database for other staff. Position name in the request's
 * language, English when it has none, the recruitment's title when it has no position.
 */
export async function selectAuthorizedData(
  db: Database,
  viewer: { userId: string; language: LanguageId },
  jobApplicationId: string,
): Promise<AuthorizedData | null> {
  const [row] = await db
    .select({
      jobApplicationId: jobApplications.id,
      recruitmentId: jobApplications.recruitmentId,
      recruitmentRecruiteeStageId: recruitmentRecruitees.stageId,
      appliedForPositionName: sql<string>`coalesce(${position.name}, ${recruitments.title})`,
      jobApplicationDate: jobApplications.createdAt,
      averageScore: averageScoreColumn(
        recruitmentRecruitees.recruitmentId,
        recruitmentRecruitees.recruiteeId,
      ),
      scoreSetByMe: myScoreColumn(
        viewer.userId,
        recruitmentRecruitees.recruitmentId,
        recruitmentRecruitees.recruiteeId,
      ),
      reviewCount: reviewCountColumn(
        recruitmentRecruitees.recruitmentId,
        recruitmentRecruitees.recruiteeId,
      ),
      filledQuestionnaireStructure: jobApplications.questionnaireStructure,
      filledQuestionnaireAnswers: jobApplications.answers,
      submittedDetails: submittedDetailsColumns,
      source: jobApplications.source,
      sourceDetail: jobApplications.sourceDetail,
      // Only staff write an application without consent (by hand, by an import).
      addedByStaff: sql<boolean>`(${jobApplications.consentedAt} is null or ${jobApplications.addedBy} is not null)`,
      addedByName: sql<string | null>`trim(${atsUsers.firstName} || ' ' || ${atsUsers.lastName})`,
      consentedAt: jobApplications.consentedAt,
      resumeFileIdentifier: jobApplications.resumeFileId,
    })
    .from(jobApplications)
    .innerJoin(recruitees, eq(recruitees.id, jobApplications.recruiteeId))
    .innerJoin(recruitments, eq(recruitments.id, jobApplications.recruitmentId))
    .innerJoin(
      recruitmentRecruitees,
      and(
        eq(recruitmentRecruitees.recruitmentId, jobApplications.recruitmentId),
        eq(recruitmentRecruitees.recruiteeId, jobApplications.recruiteeId),
      ),
    )
    .leftJoin(atsUsers, eq(atsUsers.id, jobApplications.addedBy))
    .leftJoin(position.requested, position.requestedOn(viewer.language))
    .leftJoin(position.english, position.englishOn)
    .where(
      and(
        eq(jobApplications.id, jobApplicationId),
        canSeeApplicationDetailsCondition(viewer.userId, jobApplications.recruitmentId),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Never null: the names always come from the application or its candidate.
  if (!row.submittedDetails) throw new Error(`no details for job application ${jobApplicationId}`);
  return {
    ...row,
    jobApplicationDate: row.jobApplicationDate.toISOString(),
    scoreSetByMe: row.scoreSetByMe as Schema<'Score'>,
    // Stored as the contract's shapes when the application was recorded.
    filledQuestionnaireStructure:
      row.filledQuestionnaireStructure as AuthorizedData['filledQuestionnaireStructure'],
    filledQuestionnaireAnswers:
      row.filledQuestionnaireAnswers as AuthorizedData['filledQuestionnaireAnswers'],
    submittedDetails: toSubmittedDetails(row.submittedDetails),
    source: isCandidateSource(row.source) ? row.source : 'applied',
    consentedAt: row.consentedAt?.toISOString() ?? null,
  };
}
