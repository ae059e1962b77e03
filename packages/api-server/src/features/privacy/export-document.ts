import { activityTypeNames, stageTypeNames } from '@ats/api-sdk';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { localizedPositionName } from '../../db/position-name.ts';
import { LANGUAGE, type LanguageId } from '../../db/reference-data.ts';
import {
  accessLog,
  activities,
  atsUsers,
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitmentStageLocalizations,
  recruitmentStages,
  recruitments,
  scores,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { archiveFileName } from './archive-names.ts';
import { type ExportedEmail, selectExportedEmails } from './exported-emails.ts';
import { recruiteeFileIds, recruiteeScoresCondition } from './recruitee-rows.ts';

/** A staff member as the export names them (who scored, who acted). */
interface StaffName {
  firstName: string;
  lastName: string;
}

/** A file of the candidate: its metadata, and where its bytes are in the archive. */
export interface ExportedFile {
  id: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
  /** Its path in the archive; null when its bytes were missing from the storage. */
  archivePath: string | null;
}

/** `personal-data.json`: everything the product holds about one candidate. */
export interface PersonalDataDocument {
  format: 'ats-personal-data-export';
  version: 1;
  exportedAt: Date;
  /** The recruitee row: name, e-mail, phone, prefix, photo, dates (every stored column). */
  candidate: Record<string, unknown>;
  /** Per recruitment the candidate is in: the stage, the applications, scores and activities. */
  recruitments: ExportedRecruitment[];
  files: ExportedFile[];
  /** Who read this candidate's files, application forms and exports, and when (their own log only). */
  accessLog: {
    kind: string;
    accessedAt: Date;
    jobApplicationId: string | null;
    fileId: string | null;
    accessedBy: StaffName;
  }[];
  /** The e-mails to or about the candidate (messages, meeting invites), sent or waiting. */
  emails: ExportedEmail[];
}

interface ExportedRecruitment {
  recruitmentId: string;
  title: string;
  positionName: string | null;
  joinedAt: Date;
  isNew: boolean;
  stage: { id: string; name: string; stageType: string; changedAt: Date };
  /** Every stored column of each application (answers, the questionnaire answered, consent). */
  applications: Record<string, unknown>[];
  scores: { score: number; comment: string; scoringTime: Date; scoredBy: StaffName }[];
  activities: {
    id: string;
    activityType: string;
    creationTimestamp: Date;
    activityTime: Date;
    /** The stored fields of the activity (texts, call type, score, stage, meeting). */
    data: Record<string, unknown>;
    /** Null for the candidate's own actions (an application sent). */
    performedBy: StaffName | null;
  }[];
}

/** The document and the files whose bytes go into the archive. */
export interface PersonalDataExport {
  document: PersonalDataDocument;
  /** In the document's order; `archivePath` is filled in as the bytes are added. */
  files: (ExportedFile & { storageKey: string; plannedPath: string })[];
}

const position = localizedPositionName('export_position_name');
const requestedStage = alias(recruitmentStageLocalizations, 'export_stage_name');
const englishStage = alias(recruitmentStageLocalizations, 'export_stage_name_en');

/**
 * Reads everything the product holds about a candidate, for the export: whole rows of the
 * recruitee and their applications (so a column added later is exported too), their
 * recruitments with stage, scores and activities, their files, and their own access log
 * (never anyone else's). Names of positions and stages are in `language` (English fallback).
 * Run it in one transaction, so that the parts agree. 404 for an unknown recruitee.
 */
export async function selectPersonalDataExport(
  tx: Database,
  recruiteeId: string,
  language: LanguageId,
): Promise<PersonalDataExport> {
  const [candidateRow] = await tx.select().from(recruitees).where(eq(recruitees.id, recruiteeId));
  if (!candidateRow) throw notFound(`no recruitee ${recruiteeId}`);
  // Derived from the columns beside it, for searching.
  const { searchText: _searchText, ...candidate } = candidateRow;

  const placements = await tx
    .select({
      recruitmentId: recruitmentRecruitees.recruitmentId,
      title: recruitments.title,
      positionName: position.name,
      joinedAt: recruitmentRecruitees.createdAt,
      isNew: recruitmentRecruitees.isNew,
      stageId: recruitmentRecruitees.stageId,
      stageName: sql<string>`coalesce(${requestedStage.name}, ${englishStage.name}, '')`,
      stageType: recruitmentStages.stageType,
      stageChangedAt: recruitmentRecruitees.stageChangedAt,
    })
    .from(recruitmentRecruitees)
    .innerJoin(recruitments, eq(recruitments.id, recruitmentRecruitees.recruitmentId))
    .innerJoin(recruitmentStages, eq(recruitmentStages.id, recruitmentRecruitees.stageId))
    .leftJoin(
      requestedStage,
      and(
        eq(requestedStage.stageId, recruitmentStages.id),
        eq(requestedStage.languageId, language),
      ),
    )
    .leftJoin(
      englishStage,
      and(
        eq(englishStage.stageId, recruitmentStages.id),
        eq(englishStage.languageId, LANGUAGE.english),
      ),
    )
    .leftJoin(position.requested, position.requestedOn(language))
    .leftJoin(position.english, position.englishOn)
    .where(eq(recruitmentRecruitees.recruiteeId, recruiteeId))
    .orderBy(asc(recruitmentRecruitees.createdAt), asc(recruitmentRecruitees.recruitmentId));

  const applicationRows = await tx
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.recruiteeId, recruiteeId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));

  const scoreRows = await tx
    .select({
      recruitmentId: scores.recruitmentId,
      score: scores.score,
      comment: scores.comment,
      scoringTime: scores.scoringTime,
      firstName: atsUsers.firstName,
      lastName: atsUsers.lastName,
    })
    .from(scores)
    .innerJoin(atsUsers, eq(atsUsers.id, scores.userId))
    .where(recruiteeScoresCondition(recruiteeId))
    .orderBy(asc(scores.scoringTime), asc(scores.id));

  const activityRows = await tx
    .select({
      id: activities.id,
      recruitmentId: activities.recruitmentId,
      activityType: activities.activityType,
      creationTimestamp: activities.creationTimestamp,
      activityTime: activities.activityTime,
      data: activities.data,
      firstName: atsUsers.firstName,
      lastName: atsUsers.lastName,
    })
    .from(activities)
    .leftJoin(atsUsers, eq(atsUsers.id, activities.userId))
    .where(eq(activities.recruiteeId, recruiteeId))
    .orderBy(asc(activities.creationTimestamp), asc(activities.id));

  const fileRows = await tx
    .select({
      id: files.id,
      storageKey: files.storageKey,
      originalName: files.originalName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(sql`${files.id} in (${recruiteeFileIds(recruiteeId)})`)
    .orderBy(asc(files.createdAt), asc(files.id));

  const accessRows = await tx
    .select({
      kind: accessLog.kind,
      accessedAt: accessLog.accessedAt,
      jobApplicationId: accessLog.jobApplicationId,
      fileId: accessLog.fileId,
      firstName: atsUsers.firstName,
      lastName: atsUsers.lastName,
    })
    .from(accessLog)
    .innerJoin(atsUsers, eq(atsUsers.id, accessLog.userId))
    .where(eq(accessLog.recruiteeId, recruiteeId))
    .orderBy(asc(accessLog.accessedAt), asc(accessLog.id));

  const emails = await selectExportedEmails(tx, recruiteeId);

  const exportedRecruitments = placements.map(
    (placement): ExportedRecruitment => ({
      recruitmentId: placement.recruitmentId,
      title: placement.title,
      positionName: placement.positionName,
      joinedAt: placement.joinedAt,
      isNew: placement.isNew,
      stage: {
        id: placement.stageId,
        name: placement.stageName,
        stageType: nameOf(stageTypeNames, placement.stageType),
        changedAt: placement.stageChangedAt,
      },
      applications: applicationRows
        .filter((application) => application.recruitmentId === placement.recruitmentId)
        // The recruitee and recruitment are the enclosing ones; the key and its fingerprint are
        // the client's retry token and a hash of what it sent.
        .map(
          ({
            recruiteeId: _recruitee,
            recruitmentId: _recruitment,
            idempotencyKey: _key,
            idempotencyFingerprint: _fingerprint,
            ...application
          }) => application,
        ),
      scores: scoreRows
        .filter((score) => score.recruitmentId === placement.recruitmentId)
        .map((score) => ({
          score: score.score,
          comment: score.comment,
          scoringTime: score.scoringTime,
          scoredBy: { firstName: score.firstName, lastName: score.lastName },
        })),
      activities: activityRows
        .filter((activity) => activity.recruitmentId === placement.recruitmentId)
        .map((activity) => ({
          id: activity.id,
          activityType: nameOf(activityTypeNames, activity.activityType),
          creationTimestamp: activity.creationTimestamp,
          activityTime: activity.activityTime,
          data: activity.data,
          performedBy:
            activity.firstName === null || activity.lastName === null
              ? null
              : { firstName: activity.firstName, lastName: activity.lastName },
        })),
    }),
  );

  const exportedFiles = fileRows.map((file, index) => ({
    ...file,
    archivePath: null,
    plannedPath: `files/${archiveFileName(file.originalName, index + 1)}`,
  }));

  return {
    document: {
      format: 'ats-personal-data-export',
      version: 1,
      exportedAt: new Date(),
      candidate,
      recruitments: exportedRecruitments,
      files: [],
      accessLog: accessRows.map(({ firstName, lastName, ...entry }) => ({
        ...entry,
        accessedBy: { firstName, lastName },
      })),
      emails,
    },
    files: exportedFiles,
  };
}

/** The name of an enum value (`NoteAdded`), or its number when the SDK has no name for it. */
function nameOf(names: Readonly<Record<number, string>>, value: number): string {
  return names[value] ?? String(value);
}
