import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import {
  DEFAULT_POSITIONS,
  DEFAULT_STAGE_ID,
  DEFAULT_STAGES,
  LANGUAGE,
  seedReferenceData,
} from '../../src/db/reference-data.ts';
import {
  activities,
  atsUsers,
  files,
  jobApplications,
  questionnaires,
  questionnaireVersions,
  recruitees,
  recruitmentRecruitees,
  recruitments,
  scores,
} from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { seededConsentVersionId } from '../support/rows.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql.raw(`select count(*)::int as count from ${table}`),
  );
  return row?.count ?? -1;
}

describe(`database on ${kind}`, () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is the requested kind, migrated, with pg_trgm', async () => {
    expect(handle.kind).toBe(kind);
    const extensions = await rows<{ extname: string }>(
      db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extensions).toHaveLength(1);
    const tables = await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'activities',
        'ats_users',
        'currencies',
        'files',
        'job_applications',
        'keywords',
        'languages',
        'position_localizations',
        'positions',
        'questionnaire_versions',
        'questionnaires',
        'recruitees',
        'recruitment_keywords',
        'recruitment_recruitees',
        'recruitment_stage_localizations',
        'recruitment_stages',
        'recruitment_team_members',
        'recruitments',
        'scores',
        'sessions',
        'stage_types',
        'time_zones',
      ]),
    );
  });

  it('has the reference data, and seeding again changes nothing', async () => {
    const counts = async () => ({
      languages: await countRows(db, 'languages'),
      currencies: await countRows(db, 'currencies'),
      timeZones: await countRows(db, 'time_zones'),
      stageTypes: await countRows(db, 'stage_types'),
      stages: await countRows(db, 'recruitment_stages'),
      stageNames: await countRows(db, 'recruitment_stage_localizations'),
      positions: await countRows(db, 'positions'),
      positionNames: await countRows(db, 'position_localizations'),
    });
    const before = await counts();
    expect(before).toMatchObject({
      languages: 2,
      stageTypes: 5,
      stages: DEFAULT_STAGES.length,
      stageNames: DEFAULT_STAGES.length * 2,
      positions: DEFAULT_POSITIONS.length,
      positionNames: DEFAULT_POSITIONS.length * 2,
    });
    expect(before.currencies).toBeGreaterThanOrEqual(5);
    expect(before.timeZones).toBeGreaterThan(300);
    await seedReferenceData(db);
    expect(await counts()).toEqual(before);

    const warsaw = await rows<{ display_name: string }>(
      db,
      sql`select display_name from time_zones where id = 'Europe/Warsaw'`,
    );
    expect(warsaw).toEqual([{ display_name: '(UTC+01:00) Europe/Warsaw' }]);

    const stages = await rows<{ stage_type: number; stage_order: number; en: string; pl: string }>(
      db,
      sql`select s.stage_type, s.stage_order, en.name as en, pl.name as pl
          from recruitment_stages s
          join recruitment_stage_localizations en on en.stage_id = s.id and en.language_id = ${LANGUAGE.english}
          join recruitment_stage_localizations pl on pl.stage_id = s.id and pl.language_id = ${LANGUAGE.polish}
          where not s.is_deleted order by s.stage_order`,
    );
    expect(stages.map((stage) => stage.stage_order)).toEqual(DEFAULT_STAGES.map((_, i) => i + 1));
    expect(stages[0]).toEqual({ stage_type: 2, stage_order: 1, en: 'New', pl: 'Nowy' });
    expect(stages.map((stage) => stage.stage_type)).toEqual([2, 3, 3, 3, 3, 4, 1, 1, 0]);
  });

  it('stores a recruitment with candidates, finds them by trigram search and erases a candidate completely', async () => {
    const [user] = await db
      .insert(atsUsers)
      .values({
        role: 'Recruiter',
        oidcIssuer: 'test',
        oidcSubject: 'schema-test',
        email: 'owner@example.com',
        firstName: 'Olga',
        lastName: 'Owner',
      })
      .returning();
    if (!user) throw new Error('no user');
    const structure = { elements: [{ id: 'r', $type: 'Resume', order: 1, pageNumber: 1 }] };
    const [questionnaire] = await db
      .insert(questionnaires)
      .values({ name: 'Engineering form', status: 1, structure, createdBy: user.id })
      .returning();
    if (!questionnaire) throw new Error('no questionnaire');
    await db
      .insert(questionnaireVersions)
      .values({ questionnaireId: questionnaire.id, version: 1, structure });
    const [recruitment] = await db
      .insert(recruitments)
      .values({
        title: 'Senior TypeScript developer',
        positionId: DEFAULT_POSITIONS[0]?.id,
        status: 2,
        deadline: '2030-01-31',
        vacantPosts: 2,
        budgetPerPositionMin: 12000.5,
        budgetPerPositionMax: 18000,
        budgetCurrencyId: 'PLN',
        questionnaireId: questionnaire.id,
        questionnaireVersion: 1,
        ownerId: user.id,
      })
      .returning();
    if (!recruitment) throw new Error('no recruitment');
    expect(recruitment).toMatchObject({ deadline: '2030-01-31', budgetPerPositionMin: 12000.5 });

    const [recruitee] = await db
      .insert(recruitees)
      .values({ firstName: 'Zofia', lastName: 'Kowalczyk', email: 'Zofia.K@example.com' })
      .returning();
    if (!recruitee) throw new Error('no recruitee');
    // Names, e-mail, then the phone as typed and its digits (both empty here).
    expect(recruitee.searchText).toBe('zofia kowalczyk zofia.k@example.com  ');
    await expect(
      db.insert(recruitees).values({ firstName: 'Z', lastName: 'K', email: 'zofia.k@EXAMPLE.com' }),
    ).rejects.toThrow();

    await db.insert(recruitmentRecruitees).values({
      recruitmentId: recruitment.id,
      recruiteeId: recruitee.id,
      stageId: DEFAULT_STAGE_ID.new,
    });
    const [resume] = await db
      .insert(files)
      .values({
        storageKey: 'resumes/zofia.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        originalName: 'Zofia Kowalczyk CV.pdf',
        recruiteeId: recruitee.id,
      })
      .returning();
    await db.insert(jobApplications).values({
      resumeFileId: resume?.id,
      recruiteeId: recruitee.id,
      recruitmentId: recruitment.id,
      referer: 'justjoin.it',
      questionnaireStructure: structure,
      answers: { additionalQuestionnaireAnswers: [] },
      consentedAt: new Date(),
      consentVersionId: seededConsentVersionId,
    });
    await db.insert(scores).values({
      recruitmentId: recruitment.id,
      recruiteeId: recruitee.id,
      userId: user.id,
      score: 4,
    });
    await expect(
      db.insert(scores).values({
        recruitmentId: recruitment.id,
        recruiteeId: recruitee.id,
        userId: user.id,
        score: 3,
      }),
    ).rejects.toThrow();
    await db.insert(activities).values({
      activityType: 0,
      recruiteeId: recruitee.id,
      recruitmentId: recruitment.id,
      data: { recruiteeId: recruitee.id },
    });

    // Out-of-range enums and scores are refused by check constraints.
    await expect(db.update(recruitments).set({ status: 4 })).rejects.toThrow();
    await expect(db.update(scores).set({ score: 6 })).rejects.toThrow();

    const found = await rows<{ id: string }>(
      db,
      sql`select id from recruitees where search_text like ${'%kowal%'}`,
    );
    expect(found).toEqual([{ id: recruitee.id }]);

    // With sequential scans off, the planner must be able to use the trigram indexes.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await rows<Record<string, string>>(
        tx,
        sql`explain select id from recruitments where title ilike ${'%typescript%'}`,
      );
      expect(JSON.stringify(plan)).toContain('recruitments_title_trgm_idx');
      const recruiteePlan = await rows<Record<string, string>>(
        tx,
        sql`explain select id from recruitees where search_text like ${'%kowal%'}`,
      );
      expect(JSON.stringify(recruiteePlan)).toContain('recruitees_search_text_trgm_idx');
    });

    // Erasing a candidate removes every row about them.
    await db.delete(recruitees).where(eq(recruitees.id, recruitee.id));
    for (const table of [
      'job_applications',
      'recruitment_recruitees',
      'scores',
      'activities',
      'files',
    ]) {
      expect(await countRows(db, table)).toBe(0);
    }
  });

  it("keeps each candidate's newest application on recruitees, whoever writes applications", async () => {
    const [user] = await db
      .insert(atsUsers)
      .values({
        role: 'Recruiter',
        oidcIssuer: 'test',
        oidcSubject: 'newest-application',
        email: 'newest@example.com',
        firstName: 'Nina',
        lastName: 'Newest',
      })
      .returning();
    if (!user) throw new Error('no user');
    const [recruitment] = await db
      .insert(recruitments)
      .values({ title: 'Newest application', status: 2, vacantPosts: 1, ownerId: user.id })
      .returning();
    const [recruitee] = await db
      .insert(recruitees)
      .values({ firstName: 'Adam', lastName: 'Apply', email: 'adam.apply@example.com' })
      .returning();
    if (!recruitment || !recruitee) throw new Error('no recruitment or recruitee');
    const newest = async () =>
      (
        await db
          .select({ id: recruitees.newestApplicationId, at: recruitees.newestApplicationAt })
          .from(recruitees)
          .where(eq(recruitees.id, recruitee.id))
      )[0];
    expect(await newest()).toEqual({ id: null, at: null });

    const apply = async (id: string, createdAt: string) => {
      await db.insert(jobApplications).values({
        id,
        recruiteeId: recruitee.id,
        recruitmentId: recruitment.id,
        createdAt: new Date(createdAt),
        questionnaireStructure: { elements: [] },
        answers: { additionalQuestionnaireAnswers: [] },
        consentedAt: new Date(createdAt),
        consentVersionId: seededConsentVersionId,
      });
    };
    const [first, second, older, sameTime] = [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000004',
    ] as const;
    await apply(first, '2026-01-10T10:00:00Z');
    expect(await newest()).toEqual({ id: first, at: new Date('2026-01-10T10:00:00Z') });
    await apply(second, '2026-02-10T10:00:00Z');
    // An older application (written late, as a generator or an import might) changes nothing.
    await apply(older, '2025-12-01T10:00:00Z');
    expect(await newest()).toEqual({ id: second, at: new Date('2026-02-10T10:00:00Z') });
    // At the same time, the higher id is the newer, as the list orders them.
    await apply(sameTime, '2026-02-10T10:00:00Z');
    expect((await newest())?.id).toBe(sameTime);
    // Deleting the newest falls back to the next; deleting another changes nothing.
    await db.delete(jobApplications).where(eq(jobApplications.id, sameTime));
    expect((await newest())?.id).toBe(second);
    await db.delete(jobApplications).where(eq(jobApplications.id, older));
    expect((await newest())?.id).toBe(second);
    await db.delete(jobApplications).where(eq(jobApplications.recruiteeId, recruitee.id));
    expect(await newest()).toEqual({ id: null, at: null });
    await db.delete(recruitees).where(eq(recruitees.id, recruitee.id));
  });

  it("keeps each candidate's newest application in a recruitment on recruitment_recruitees", async () => {
    const [user] = await db
      .insert(atsUsers)
      .values({
        role: 'Recruiter',
        oidcIssuer: 'test',
        oidcSubject: 'newest-in-recruitment',
        email: 'newest-in-recruitment@example.com',
        firstName: 'Rita',
        lastName: 'Recent',
      })
      .returning();
    if (!user) throw new Error('no user');
    const [recruitment, other] = await db
      .insert(recruitments)
      .values([
        { title: 'Newest in recruitment', status: 2, vacantPosts: 1, ownerId: user.id },
        { title: 'Another recruitment', status: 2, vacantPosts: 1, ownerId: user.id },
      ])
      .returning();
    const [recruitee] = await db
      .insert(recruitees)
      .values({ firstName: 'Bruno', lastName: 'Back', email: 'bruno.back@example.com' })
      .returning();
    if (!recruitment || !other || !recruitee) throw new Error('no recruitments or recruitee');
    const newestIn = async (recruitmentId: string) =>
      (
        await db
          .select({
            id: recruitmentRecruitees.newestApplicationId,
            at: recruitmentRecruitees.newestApplicationAt,
          })
          .from(recruitmentRecruitees)
          .where(
            and(
              eq(recruitmentRecruitees.recruitmentId, recruitmentId),
              eq(recruitmentRecruitees.recruiteeId, recruitee.id),
            ),
          )
      )[0];
    const apply = async (recruitmentId: string, id: string, createdAt: string) => {
      await db.insert(jobApplications).values({
        id,
        recruiteeId: recruitee.id,
        recruitmentId,
        createdAt: new Date(createdAt),
        questionnaireStructure: { elements: [] },
        answers: { additionalQuestionnaireAnswers: [] },
        consentedAt: new Date(createdAt),
        consentVersionId: seededConsentVersionId,
      });
    };
    // As the apply service writes: the application, then the candidate in the recruitment
    // (kept as it is when they are already there).
    const enter = async (recruitmentId: string) => {
      await db
        .insert(recruitmentRecruitees)
        .values({ recruitmentId, recruiteeId: recruitee.id, stageId: DEFAULT_STAGE_ID.new })
        .onConflictDoNothing();
    };
    const [first, second, older, sameTimeLower, sameTimeHigher, elsewhere] = [
      '00000000-0000-4000-8000-000000000012',
      '00000000-0000-4000-8000-000000000013',
      '00000000-0000-4000-8000-000000000014',
      '00000000-0000-4000-8000-000000000011',
      '00000000-0000-4000-8000-000000000015',
      '00000000-0000-4000-8000-000000000016',
    ] as const;

    await apply(recruitment.id, first, '2026-01-10T10:00:00Z');
    await enter(recruitment.id);
    expect(await newestIn(recruitment.id)).toEqual({
      id: first,
      at: new Date('2026-01-10T10:00:00Z'),
    });
    // A candidate entered before any application has none until they apply.
    await enter(other.id);
    expect(await newestIn(other.id)).toEqual({ id: null, at: null });
    await apply(other.id, elsewhere, '2026-03-01T10:00:00Z');
    expect((await newestIn(other.id))?.id).toBe(elsewhere);

    // Applying again (the row is already there) takes the newer application; an older one,
    // written late, and one to another recruitment change nothing.
    await apply(recruitment.id, second, '2026-02-10T10:00:00Z');
    await enter(recruitment.id);
    await apply(recruitment.id, older, '2025-12-01T10:00:00Z');
    expect(await newestIn(recruitment.id)).toEqual({
      id: second,
      at: new Date('2026-02-10T10:00:00Z'),
    });
    // At the same time, the higher id is the newer, as the list orders them.
    await apply(recruitment.id, sameTimeLower, '2026-02-10T10:00:00Z');
    expect((await newestIn(recruitment.id))?.id).toBe(second);
    await apply(recruitment.id, sameTimeHigher, '2026-02-10T10:00:00Z');
    expect((await newestIn(recruitment.id))?.id).toBe(sameTimeHigher);

    // Deleting the newest falls back to the next (ties by id); deleting another changes nothing.
    await db.delete(jobApplications).where(eq(jobApplications.id, sameTimeHigher));
    expect((await newestIn(recruitment.id))?.id).toBe(second);
    await db.delete(jobApplications).where(eq(jobApplications.id, second));
    expect(await newestIn(recruitment.id)).toEqual({
      id: sameTimeLower,
      at: new Date('2026-02-10T10:00:00Z'),
    });
    await db.delete(jobApplications).where(eq(jobApplications.id, older));
    expect((await newestIn(recruitment.id))?.id).toBe(sameTimeLower);
    expect((await newestIn(other.id))?.id).toBe(elsewhere);
    await db
      .delete(jobApplications)
      .where(
        and(
          eq(jobApplications.recruitmentId, recruitment.id),
          eq(jobApplications.recruiteeId, recruitee.id),
        ),
      );
    expect(await newestIn(recruitment.id)).toEqual({ id: null, at: null });
    expect((await newestIn(other.id))?.id).toBe(elsewhere);

    // Erasing the candidate (a cascade through both tables) is not stopped by the triggers.
    await apply(recruitment.id, first, '2026-01-10T10:00:00Z');
    await db.delete(recruitees).where(eq(recruitees.id, recruitee.id));
    expect(await countRows(db, 'recruitment_recruitees')).toBe(0);
    await db.delete(recruitments).where(inArray(recruitments.id, [recruitment.id, other.id]));
  });

  it('gives every test database its own data', async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(recruitees).values({ firstName: 'A', lastName: 'B', email: 'a@b.c' });
      expect(await countRows(other.db, 'recruitees')).toBe(1);
      expect(await countRows(db, 'recruitees')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
