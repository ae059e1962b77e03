import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seedReferenceData } from '../../db/reference-data.ts';
import { currencies, timeZones } from '../../db/schema/index.ts';
import { fillDuplicatePairs } from '../../features/duplicates/index.ts';
import { DEMO_STAFF_ISSUER } from '../demo/people.ts';
import { DemoRandom } from '../demo/random.ts';
import { MEETING_TIME_ZONES } from '../demo/vocabulary.ts';
import { readStages } from '../shared/stages.ts';
import {
  insertApplicationSentActivities,
  insertOtherStaffActivities,
  insertScoreActivities,
  insertStageChangeActivities,
} from './activities.ts';
import {
  DIRECTORY_DOMAIN,
  insertApiTokens,
  insertAuditEvents,
  insertDirectoryStaff,
  insertWebhookTraffic,
} from './administration.ts';
import { applicationAnswers } from './answers.ts';
import { insertJobApplications, insertResumeFiles } from './applications.ts';
import { type DroppedSchema, dropKeysAndIndexes, rebuildKeysAndIndexes } from './bulk-load.ts';
import {
  countRows,
  createApplicationStaging,
  createCandidateStaging,
  insertRecruitees,
} from './candidates.ts';
import { insertRecruitments } from './insert-recruitments.ts';
import {
  createExtraActivityStaging,
  createPairStaging,
  createScoreStaging,
  insertRecruitmentRecruitees,
  insertScores,
} from './pipeline.ts';
import { preparePositions } from './positions.ts';
import { insertQuestionnaires } from './questionnaires.ts';
import { answerPlanKey, createRecruitmentStaging } from './recruitment-staging.ts';
import { generateRecruitments } from './recruitments.ts';
import { DEFAULT_ANCHOR, type ScaleCounts, scaleCounts } from './sizes.ts';
import { insertStaff } from './staff.ts';
import { WordLists } from './words.ts';

/** Seed of the few rows drawn in JavaScript (staff, questionnaires, recruitments). */
const JAVASCRIPT_SEED = 20_261_101;

/** The tables the generator fills; a reset empties them (reference data and secrets stay). */
export const GENERATED_TABLES = [
  // Before the directory staff a reset deletes (the generated tokens refer to them).
  'api_tokens',
  // Deliveries and attempts go with their endpoints and messages (cascades).
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_messages',
  'audit_events',
  'activities',
  'scores',
  'recruitment_recruitees',
  'job_applications',
  'files',
  'duplicate_pairs',
  'recruitees',
  'recruitment_keywords',
  'keywords',
  'recruitment_team_members',
  'recruitments',
  'questionnaire_versions',
  'questionnaires',
] as const;

export interface GenerateOptions {
  /** 1 = the full size (1,000 recruitments, 200,000 candidates, ...); 0.01 = a hundredth. */
  size: number;
  /** The newest moment of the data set; the default is fixed, so every run is the same. */
  anchor?: Date;
  /** Empty the generated tables first instead of refusing a database that has data. */
  reset?: boolean;
  /** Other row counts than the size's for some tables (e.g. a long audit log on a small set). */
  counts?: Partial<
    Pick<ScaleCounts, 'directoryStaff' | 'auditEvents' | 'apiTokens' | 'webhookEndpoints'>
  >;
  log?: (line: string) => void;
}

export interface GeneratedStep {
  name: string;
  rows: number | null;
  seconds: number;
}

export interface GenerateResult {
  /** Rows per table afterwards. */
  counts: Record<string, number>;
  steps: GeneratedStep[];
  seconds: number;
}

/** The database already holds recruitments or candidates, and no reset was asked for. */
export class ScaleDataRefusedError extends Error {}

/** True when there is data the generator would mix with its own. */
export async function hasRecruitingData(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`select
    exists (select 1 from recruitments) or exists (select 1 from recruitees) as found`);
  return rows[0]?.found === true;
}

/**
 * Fills the database with a deterministic data set of the given size: the same size and
 * anchor give the same rows on every run (a fresh database assumed: demo accounts that
 * signed in before keep their ids). Writes set-based SQL (INSERT ... SELECT over
 * generate_series) in one transaction, then vacuums and analyses the tables. Seeds the
 * reference data first; adds no demo data (the server sees recruitments and skips it).
 */
export async function generateScaleData(
  db: Database,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const counts = { ...scaleCounts(options.size), ...options.counts };
  const anchor = options.anchor ?? DEFAULT_ANCHOR;
  const log = options.log ?? (() => {});
  const steps: GeneratedStep[] = [];
  const startedAt = performance.now();

  /** Runs `work` on `executor`, then logs its time and the rows `table` has. */
  async function step(
    name: string,
    executor: Database,
    work: (executor: Database) => Promise<unknown>,
    table?: string,
  ) {
    const stepStartedAt = performance.now();
    await work(executor);
    const rows = table ? await countRows(executor, table) : null;
    const seconds = (performance.now() - stepStartedAt) / 1000;
    steps.push({ name, rows, seconds });
    const shownRows = rows === null ? '' : `${rows.toLocaleString('en-US')} rows`;
    log(`  ${name.padEnd(26)} ${shownRows.padStart(17)}  ${seconds.toFixed(1).padStart(6)} s`);
  }

  await db.transaction(async (tx) => {
    const run = (name: string, work: (inner: Database) => Promise<unknown>, table?: string) =>
      step(name, tx, work, table);
    // Every date computation in UTC, whatever the server's time zone: the same rows everywhere.
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    // Compiling the long generating expressions costs seconds per statement and saves less.
    await tx.execute(sql`set local jit = off`);
    await seedReferenceData(tx);
    if (options.reset) {
      await run('reset', (inner) => emptyGeneratedTables(inner));
    } else if (await hasRecruitingData(tx)) {
      throw new ScaleDataRefusedError(
        'The database already has recruitments or candidates; nothing generated. Use --reset to empty the generated tables first (reference data, staff who signed in and server secrets stay).',
      );
    }

    const random = new DemoRandom(JAVASCRIPT_SEED);
    const staff = await insertStaff(tx, random, { otherCount: counts.otherStaff, anchor });
    const { positions } = await preparePositions(tx, random, anchor);
    const questionnaireList = await insertQuestionnaires(tx, random, {
      authorIds: [staff.recruiter, staff.owner, ...staff.others.slice(0, 3)],
      anchor,
    });
    const currencyIds = new Set(
      (await tx.select({ id: currencies.id }).from(currencies)).map((row) => row.id),
    );
    const recruitmentList = generateRecruitments(
      {
        random,
        anchor,
        positions,
        currencies: currencyIds,
        questionnaires: questionnaireList,
        staff,
      },
      counts.recruitments,
    );
    await run('recruitments and teams', (inner) =>
      insertRecruitments(inner, random, recruitmentList),
    );

    const zoneIds = (await tx.select({ id: timeZones.id }).from(timeZones)).map((row) => row.id);
    const words = new WordLists(MEETING_TIME_ZONES.filter((zone) => zoneIds.includes(zone)));
    let slots = 0;
    await run('planning applications', async (inner) => {
      await words.createTable(inner);
      ({ slots } = await createRecruitmentStaging(inner, recruitmentList, staff));
      await createApplicationStaging(inner, words, {
        applications: counts.jobApplications,
        candidates: counts.recruitees,
        slots,
      });
      await createCandidateStaging(inner, words);
    });
    let dropped: DroppedSchema = { constraints: [], indexes: [] };
    await run('drop keys and indexes', async (inner) => {
      dropped = await dropKeysAndIndexes(inner);
    });
    // The duplicate-pairs triggers would pair each row by indexes dropped for the load: off,
    // then duplicate_pairs filled in one statement once the indexes are back.
    await run(
      'recruitees',
      async (inner) => {
        await inner.execute(sql`alter table recruitees disable trigger user`);
        const count = await insertRecruitees(inner);
        await inner.execute(sql`alter table recruitees enable trigger user`);
        return count;
      },
      'recruitees',
    );
    await run(
      'files (resumes)',
      async (inner) => {
        await inner.execute(sql`alter table files disable trigger user`);
        await insertResumeFiles(inner);
        await inner.execute(sql`alter table files enable trigger user`);
      },
      'files',
    );
    const usedVersions = new Set(
      recruitmentList.flatMap((recruitment) =>
        recruitment.applicationWindow && recruitment.questionnaire
          ? [answerPlanKey(recruitment.questionnaire)]
          : [],
      ),
    );
    // The newest-application triggers would update a recruitee per row, with its primary key
    // dropped: off for the load, then the newest application set for all candidates at once
    // (recruitment_recruitees, still empty, takes its own when it is loaded).
    await run(
      'job_applications',
      async (inner) => {
        await inner.execute(sql`alter table job_applications disable trigger user`);
        await insertJobApplications(
          inner,
          words,
          applicationAnswers(questionnaireList, usedVersions),
        );
        await inner.execute(sql`alter table job_applications enable trigger user`);
      },
      'job_applications',
    );
    await run('newest applications', setNewestApplications);

    const stages = await readStages(tx);
    await run('planning pipelines', async (inner) => {
      await createPairStaging(inner, stages);
      const stageChanges = await sumOf(inner, 'stage_changes', 'scale_pair');
      const others = counts.activities - counts.jobApplications - counts.scores - stageChanges;
      if (others < 0) {
        throw new Error(
          `${counts.activities} activities are too few for ${counts.jobApplications} applications, ${counts.scores} scores and ${stageChanges} stage changes`,
        );
      }
      await createExtraActivityStaging(inner, others);
      await createScoreStaging(inner, words, counts.scores);
      const scored = await countRows(inner, 'scale_score');
      if (scored !== counts.scores) {
        throw new Error(
          `Only ${scored} of ${counts.scores} scores fit the recruitments' reviewers`,
        );
      }
    });
    // Its newest-application trigger would look up each row's applications, their indexes
    // dropped: off for the load, which sets the newest applications in the same statement.
    await run(
      'recruitment_recruitees',
      async (inner) => {
        await inner.execute(sql`alter table recruitment_recruitees disable trigger user`);
        await insertRecruitmentRecruitees(inner);
        await inner.execute(sql`alter table recruitment_recruitees enable trigger user`);
      },
      'recruitment_recruitees',
    );
    await run('scores', insertScores, 'scores');
    await run(
      'activities',
      async (inner) => {
        await insertApplicationSentActivities(inner);
        await insertStageChangeActivities(inner);
        await insertScoreActivities(inner);
        await insertOtherStaffActivities(inner, words);
      },
      'activities',
    );
    await run(
      'directory staff',
      (inner) => insertDirectoryStaff(inner, words, { count: counts.directoryStaff, anchor }),
      'ats_users',
    );
    await run(
      'audit events',
      (inner) => insertAuditEvents(inner, staff, { count: counts.auditEvents, anchor }),
      'audit_events',
    );
    await run(
      'API tokens',
      (inner) => insertApiTokens(inner, staff, { count: counts.apiTokens, anchor }),
      'api_tokens',
    );
    await run(
      'webhooks',
      (inner) =>
        insertWebhookTraffic(inner, staff, {
          endpoints: counts.webhookEndpoints,
          events: counts.webhookEvents,
          anchor,
        }),
      'webhook_deliveries',
    );
    await run('keys and indexes', (inner) => rebuildKeysAndIndexes(inner, dropped));
  });

  // Outside the transaction (VACUUM cannot run in one): statistics for the planner, and the
  // visibility map that index-only scans need, before anyone measures.
  await step('vacuum analyze', db, async () => {
    await db.execute(
      sql`vacuum (analyze) ${sql.join(
        [...GENERATED_TABLES, 'ats_users', 'positions', 'position_localizations'].map((table) =>
          sql.identifier(table),
        ),
        sql`, `,
      )}`,
    );
  });
  // The possible duplicates, from the rules in one statement (the triggers that keep them
  // were off for the load), once the candidates have their statistics and visibility map:
  // the same statement inside the loading transaction ran for minutes at size 1 (even after an
  // ANALYZE there), here it takes seconds.
  await step('duplicate pairs', db, fillDuplicatePairs, 'duplicate_pairs');
  await step('vacuum analyze pairs', db, async () => {
    await db.execute(sql`vacuum (analyze) duplicate_pairs`);
  });

  const tableCounts: Record<string, number> = {};
  for (const table of [...GENERATED_TABLES, 'ats_users', 'positions'].sort()) {
    tableCounts[table] = await countRows(db, table);
  }
  return { counts: tableCounts, steps, seconds: (performance.now() - startedAt) / 1000 };
}

/** Each candidate's newest application on recruitees, as the triggers keep it. */
async function setNewestApplications(db: Database): Promise<void> {
  await db.execute(sql`update recruitees
    set newest_application_id = newest.id, newest_application_at = newest.created_at
    from (
      select distinct on (recruitee_id) recruitee_id, id, created_at
      from job_applications
      order by recruitee_id, created_at desc, id desc
    ) as newest
    where recruitees.id = newest.recruitee_id`);
}

/** Empties the generated tables (the audit log too) and removes the staff who exist only as data. */
async function emptyGeneratedTables(db: Database): Promise<void> {
  await db.execute(
    sql`truncate table ${sql.join(
      GENERATED_TABLES.map((table) => sql.identifier(table)),
      sql`, `,
    )} cascade`,
  );
  await db.execute(sql`delete from ats_users
    where oidc_issuer = ${DEMO_STAFF_ISSUER} or email like ${`%@${DIRECTORY_DOMAIN}`}`);
}

async function sumOf(db: Database, column: string, table: string): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(
    sql`select coalesce(sum(${sql.identifier(column)}), 0)::int as total from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.total ?? 0);
}
