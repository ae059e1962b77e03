import type { Schema } from '@ats/api-sdk';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { LANGUAGE, type LanguageId } from '../../db/reference-data.ts';
import { recruitmentStageLocalizations, recruitmentStages } from '../../db/schema/index.ts';

type StageType = Schema<'StageType'>;
type StageLocalization = Schema<'StageLocalization'>;

/** A stored stage with every localization, deleted or not. */
export interface StageRecord {
  id: string;
  stageType: StageType;
  order: number;
  isDeleted: boolean;
  localizations: StageLocalization[];
}

/**
 * Every stage with its name in `language` (English when that one is missing), live stages
 * first, in stage order; deleted stages follow, flagged, so old records can still be named.
 * `liveOnly` leaves the deleted ones out.
 */
export async function selectStages(
  db: Database,
  language: LanguageId,
  options: { liveOnly?: boolean } = {},
): Promise<Schema<'Stage'>[]> {
  const requested = alias(recruitmentStageLocalizations, 'requested_localization');
  const english = alias(recruitmentStageLocalizations, 'english_localization');
  const rows = await db
    .select({
      id: recruitmentStages.id,
      name: sql<string>`coalesce(${requested.name}, ${english.name}, '')`,
      order: recruitmentStages.order,
      isDeleted: recruitmentStages.isDeleted,
      stageType: recruitmentStages.stageType,
    })
    .from(recruitmentStages)
    .leftJoin(
      requested,
      and(eq(requested.stageId, recruitmentStages.id), eq(requested.languageId, language)),
    )
    .leftJoin(
      english,
      and(eq(english.stageId, recruitmentStages.id), eq(english.languageId, LANGUAGE.english)),
    )
    .where(options.liveOnly ? eq(recruitmentStages.isDeleted, false) : undefined)
    .orderBy(
      asc(recruitmentStages.isDeleted),
      asc(recruitmentStages.order),
      asc(recruitmentStages.id),
    );
  return rows.map((row) => ({ ...row, stageType: row.stageType as StageType }));
}

/**
 * Stages with all their localizations (English first), in one grouped query. Live stages
 * only unless `includeDeleted`.
 */
export async function selectStageRecords(
  db: Database,
  options: { includeDeleted: boolean },
): Promise<StageRecord[]> {
  const localization = recruitmentStageLocalizations;
  const rows = await db
    .select({
      id: recruitmentStages.id,
      stageType: recruitmentStages.stageType,
      order: recruitmentStages.order,
      isDeleted: recruitmentStages.isDeleted,
      localizations: sql<StageLocalization[]>`coalesce(
        json_agg(
          json_build_object('languageId', ${localization.languageId}, 'stageName', ${localization.name})
          order by ${localization.languageId} <> ${LANGUAGE.english}, ${localization.languageId}
        ) filter (where ${localization.stageId} is not null),
        '[]'::json
      )`,
    })
    .from(recruitmentStages)
    .leftJoin(localization, eq(localization.stageId, recruitmentStages.id))
    .where(options.includeDeleted ? undefined : eq(recruitmentStages.isDeleted, false))
    .groupBy(recruitmentStages.id)
    .orderBy(
      asc(recruitmentStages.isDeleted),
      asc(recruitmentStages.order),
      asc(recruitmentStages.id),
    );
  return rows.map((row) => ({ ...row, stageType: row.stageType as StageType }));
}

/** The settings list: live stages in order, each with every localization. */
export async function selectStagesForEdit(db: Database): Promise<Schema<'StagesForEdit'>> {
  const records = await selectStageRecords(db, { includeDeleted: false });
  return {
    recruitmentRecruiteeStageEditViewDtos: records.map(
      ({ id, stageType, order, localizations }) => ({
        id,
        stageType,
        order,
        localizations,
      }),
    ),
  };
}
