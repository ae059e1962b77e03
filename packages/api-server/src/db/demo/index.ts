import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEV_ISSUER_ID, demoAvatarSvg } from '../../auth/demo-accounts.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Database } from '../client.ts';
import {
  atsUsers,
  currencies,
  emailTemplates,
  keywords,
  positionLocalizations,
  positions,
  questionnaires,
  questionnaireVersions,
  recruitees,
  recruitmentKeywords,
  recruitmentStages,
  recruitments,
  recruitmentTeamMembers,
  timeZones,
} from '../schema/index.ts';
import { generateApplications, type StageSet } from './applications.ts';
import { demoEmailTemplates } from './email-templates.ts';
import { insertInBatches } from './insert.ts';
import { DEMO_STAFF_ISSUER, EmailRegistry, generateCandidates, generateStaff } from './people.ts';
import { generateQuestionnaires } from './questionnaires.ts';
import { addDays, addMinutes, DemoRandom } from './random.ts';
import { type DemoPosition, deadlineColumn, generateRecruitments } from './recruitments.ts';
import { sendApplications } from './send-applications.ts';
import { DEMO_POSITIONS, MEETING_TIME_ZONES } from './vocabulary.ts';

/** Open and closed recruitments were published once. */
function wasOpened(status: number): boolean {
  return status === RecruitmentStatus.Open || status === RecruitmentStatus.Closed;
}

/** Same seed, size and `now`: same data set (but the ids the apply service makes). */
const DEMO_SEED = 20_240_917;

/**
 * True when the database already holds recruitments (demo or users' own) or demo staff:
 * demo data is then not loaded again, and never mixed into a database in real use.
 */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [recruitment] = await db.select({ id: recruitments.id }).from(recruitments).limit(1);
  if (recruitment) return true;
  const [staff] = await db
    .select({ id: atsUsers.id })
    .from(atsUsers)
    .where(eq(atsUsers.oidcIssuer, DEMO_STAFF_ISSUER))
    .limit(1);
  return staff !== undefined;
}

async function readStages(db: Database): Promise<StageSet> {
  const rows = await db
    .select({ id: recruitmentStages.id, stageType: recruitmentStages.stageType })
    .from(recruitmentStages)
    .where(eq(recruitmentStages.isDeleted, false))
    .orderBy(recruitmentStages.order);
  const ofType = (type: number) =>
    rows.filter((row) => row.stageType === type).map((row) => row.id);
  const [newStage] = ofType(StageType.New);
  if (!newStage) throw new Error('Demo data needs the reference data first: no stage of type New');
  return {
    newStage,
    custom: ofType(StageType.Custom),
    hired: ofType(StageType.Hired)[0] ?? null,
    rejectedCustom: ofType(StageType.RejectedCustom),
    rejectedApplication: ofType(StageType.RejectedApplication)[0] ?? null,
  };
}

async function readPositions(db: Database): Promise<DemoPosition[]> {
  const rows = await db
    .select({
      id: positions.id,
      isDeleted: positions.isDeleted,
      languageId: positionLocalizations.languageId,
      name: positionLocalizations.name,
    })
    .from(positions)
    .innerJoin(positionLocalizations, eq(positionLocalizations.positionId, positions.id))
    .orderBy(positions.createdAt, positions.id);
  const byId = new Map<string, DemoPosition>();
  for (const row of rows) {
    const position = byId.get(row.id) ?? {
      id: row.id,
      names: { en: row.name, pl: row.name },
      isDeleted: row.isDeleted,
    };
    if (row.languageId === 'en' || row.languageId === 'pl')
      position.names[row.languageId] = row.name;
    byId.set(row.id, position);
  }
  return [...byId.values()];
}

/** Demo accounts (who can sign in) and further staff (who cannot); returns their ids. */
async function insertStaff(db: Database, random: DemoRandom, size: number, now: Date) {
  const extraStaff = generateStaff(random, Math.max(6, Math.round(8 * size)));
  const rows: (typeof atsUsers.$inferInsert)[] = [
    ...DEMO_ACCOUNTS.map((account) => ({
      id: random.uuid(),
      oidcIssuer: DEV_ISSUER_ID,
      oidcSubject: account.subject,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      avatar: Buffer.from(demoAvatarSvg(account), 'utf8'),
      avatarContentType: 'image/svg+xml',
      createdAt: addDays(now, -random.int(200, 400)),
    })),
    ...extraStaff.map((member) => ({
      id: random.uuid(),
      oidcIssuer: DEMO_STAFF_ISSUER,
      oidcSubject: member.subject,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      avatar: member.avatarColor
        ? Buffer.from(demoAvatarSvg({ ...member, avatarColor: member.avatarColor }), 'utf8')
        : null,
      avatarContentType: member.avatarColor ? 'image/svg+xml' : null,
      createdAt: addDays(now, -random.int(30, 400)),
    })),
  ];
  const stored = new Map<string, string>();
  for (let start = 0; start < rows.length; start += 500) {
    // Demo accounts may have signed in before the demo data came: keep their rows and ids.
    const inserted = await db
      .insert(atsUsers)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [atsUsers.oidcIssuer, atsUsers.oidcSubject],
        set: {
          avatar: sql`coalesce(${atsUsers.avatar}, excluded.avatar)`,
          avatarContentType: sql`coalesce(${atsUsers.avatarContentType}, excluded.avatar_content_type)`,
        },
      })
      .returning({ id: atsUsers.id, issuer: atsUsers.oidcIssuer, subject: atsUsers.oidcSubject });
    for (const user of inserted) stored.set(`${user.issuer} ${user.subject}`, user.id);
  }
  const idOf = (issuer: string, subject: string) => {
    const id = stored.get(`${issuer} ${subject}`);
    if (!id) throw new Error(`Demo user ${subject} was not stored`);
    return id;
  };
  const accountId = (email: string) => {
    const account =
      DEMO_ACCOUNTS.find((candidate) => candidate.email === email) ?? DEMO_ACCOUNTS[0];
    if (!account) throw new Error('No demo accounts');
    return idOf(DEV_ISSUER_ID, account.subject);
  };
  const emails = new Map<string, string>();
  for (const row of rows) emails.set(idOf(row.oidcIssuer, row.oidcSubject), row.email);
  return {
    count: rows.length,
    emails,
    ids: {
      recruiter: accountId('recruiter@example.com'),
      hiringManager: accountId('manager@example.com'),
      teamMember: accountId('team@example.com'),
      owner: accountId('owner@example.com'),
      others: extraStaff.map((member) => idOf(DEMO_STAFF_ISSUER, member.subject)),
    },
  };
}

/** Positions the demo adds (one of them deleted), unless a position of that name exists. */
async function insertPositions(
  db: Database,
  random: DemoRandom,
  existing: DemoPosition[],
  now: Date,
) {
  const taken = new Set(existing.map((position) => position.names.en.toLowerCase()));
  const added: DemoPosition[] = DEMO_POSITIONS.filter(
    (position) => !taken.has(position.en.toLowerCase()),
  ).map((position) => ({
    id: random.uuid(),
    names: { en: position.en, pl: position.pl },
    isDeleted: position.isDeleted ?? false,
  }));
  await insertInBatches(
    db,
    positions,
    added.map((position) => ({
      id: position.id,
      isDeleted: position.isDeleted,
      createdAt: addDays(now, -random.int(150, 300)),
    })),
  );
  const localizations = await insertInBatches(
    db,
    positionLocalizations,
    added.flatMap((position) => [
      { positionId: position.id, languageId: 'en', name: position.names.en },
      { positionId: position.id, languageId: 'pl', name: position.names.pl },
    ]),
  );
  return { added, localizations };
}

/**
 * Loads a demo data set that gives every screen something to show, scaled by `size`
 * (1 = about 220 candidates and 300 applications over 13 recruitments; counts grow
 * linearly). Needs the reference data (languages, stages, positions, ...) in place; reads
 * their ids from the database. Applications go through the apply service
 * (features/offers/record-application.ts), their files into `storage`; only the later
 * history is written directly. Call it inside one transaction; a rollback leaves the
 * written files behind (under the 'applications/' prefix). Returns the rows added per table.
 */
export async function loadDemoData(
  db: Database,
  options: { size: number; storage: FileStorage; now?: Date },
): Promise<Record<string, number>> {
  const { size, storage } = options;
  if (!Number.isFinite(size) || size <= 0) {
    throw new RangeError(`Demo data size must be a positive number, got ${size}`);
  }
  const now = options.now ?? new Date();
  const random = new DemoRandom(DEMO_SEED);
  const counts: Record<string, number> = {};

  const stages = await readStages(db);
  const currencyIds = new Set(
    (await db.select({ id: currencies.id }).from(currencies)).map((row) => row.id),
  );
  const zoneIds = new Set(
    (
      await db
        .select({ id: timeZones.id })
        .from(timeZones)
        .where(inArray(timeZones.id, [...MEETING_TIME_ZONES, 'UTC']))
    ).map((row) => row.id),
  );
  const existingPositions = await readPositions(db);
  const existingEmails = (await db.select({ email: recruitees.email }).from(recruitees)).map(
    (row) => row.email,
  );

  const staff = await insertStaff(db, random, size, now);
  counts.ats_users = staff.count;
  const newPositions = await insertPositions(db, random, existingPositions, now);
  counts.positions = newPositions.added.length;
  counts.position_localizations = newPositions.localizations;

  // Everything else is generated in memory first (synchronously, so the seeded generator
  // is never shared between concurrent tasks), then inserted table by table.
  const questionnaireList = generateQuestionnaires(random, {
    copies: Math.max(1, Math.round(size)),
    authorIds: [staff.ids.recruiter, staff.ids.owner, ...staff.ids.others.slice(0, 3)],
    now,
  });
  const recruitmentList = generateRecruitments(random, {
    count: Math.max(13, Math.round(13 * size)),
    now,
    positions: [...existingPositions, ...newPositions.added],
    currencies: currencyIds,
    questionnaires: questionnaireList,
    staff: staff.ids,
  });
  const candidates = generateCandidates(random, {
    count: Math.max(20, Math.round(220 * size)),
    emails: new EmailRegistry(existingEmails),
  });
  const applications = generateApplications(random, {
    candidates,
    recruitments: recruitmentList,
    stages,
    timeZones: zoneIds.size > 0 ? zoneIds : new Set(['UTC']),
    recruiterId: staff.ids.recruiter,
    staffEmails: staff.emails,
    now,
  });

  counts.questionnaires = await insertInBatches(
    db,
    questionnaires,
    questionnaireList.map((questionnaire) => ({
      id: questionnaire.id,
      name: questionnaire.name,
      status: questionnaire.status,
      structure: { elements: questionnaire.versions.at(-1)?.elements ?? [] },
      version: questionnaire.versions.length,
      createdBy: questionnaire.createdBy,
      createdAt: questionnaire.createdAt,
      lastEdited: questionnaire.lastEdited,
    })),
  );
  counts.questionnaire_versions = await insertInBatches(
    db,
    questionnaireVersions,
    questionnaireList.flatMap((questionnaire) =>
      questionnaire.versions.map((structure, index) => ({
        questionnaireId: questionnaire.id,
        version: index + 1,
        structure: { elements: structure.elements },
        createdAt: questionnaire.versionCreatedAt[index] ?? questionnaire.createdAt,
      })),
    ),
  );

  counts.recruitments = await insertInBatches(
    db,
    recruitments,
    recruitmentList.map((recruitment) => ({
      id: recruitment.id,
      title: recruitment.title,
      positionId: recruitment.position?.id ?? null,
      // Closed recruitments took their applications while open: they close afterwards.
      status:
        recruitment.status === RecruitmentStatus.Closed
          ? RecruitmentStatus.Open
          : recruitment.status,
      deadline: deadlineColumn(recruitment),
      createDate: recruitment.createDate,
      openedAt: wasOpened(recruitment.status) ? addMinutes(recruitment.createDate, 30) : null,
      vacantPosts: recruitment.vacantPosts,
      budgetPerPositionMin: recruitment.budgetPerPositionMin,
      budgetPerPositionMax: recruitment.budgetPerPositionMax,
      budgetCurrencyId: recruitment.budgetCurrencyId,
      questionnaireId: recruitment.questionnaire?.id ?? null,
      questionnaireVersion: recruitment.questionnaireVersion,
      jobTitle: recruitment.jobTitle,
      jobDescription: recruitment.jobDescription,
      locationDescription: recruitment.locationDescription,
      locationLatitude: recruitment.locationLatitude,
      locationLongitude: recruitment.locationLongitude,
      remoteWorkIsPossible: recruitment.remoteWorkIsPossible,
      ownerId: recruitment.ownerId,
      hiringManagerId: recruitment.hiringManagerId,
      jobOfferUrl: recruitment.jobOfferUrl,
    })),
  );
  counts.recruitment_team_members = await insertInBatches(
    db,
    recruitmentTeamMembers,
    recruitmentList.flatMap((recruitment) =>
      recruitment.teamIds.map((userId) => ({ recruitmentId: recruitment.id, userId })),
    ),
  );

  // Keywords are shared: reuse existing ones (case-insensitively), add the others.
  const keywordNames = new Map<string, string>();
  for (const name of recruitmentList.flatMap((recruitment) => recruitment.keywords)) {
    if (!keywordNames.has(name.toLowerCase())) keywordNames.set(name.toLowerCase(), name);
  }
  let addedKeywords = 0;
  const keywordRows = [...keywordNames.values()].map((name) => ({ id: random.uuid(), name }));
  for (let start = 0; start < keywordRows.length; start += 500) {
    const inserted = await db
      .insert(keywords)
      .values(keywordRows.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: keywords.id });
    addedKeywords += inserted.length;
  }
  counts.keywords = addedKeywords;
  const keywordIds = new Map<string, string>();
  if (keywordNames.size > 0) {
    const stored = await db
      .select({ id: keywords.id, name: keywords.name })
      .from(keywords)
      .where(inArray(sql`lower(${keywords.name})`, [...keywordNames.keys()]));
    for (const row of stored) keywordIds.set(row.name.toLowerCase(), row.id);
  }
  counts.recruitment_keywords = await insertInBatches(
    db,
    recruitmentKeywords,
    recruitmentList.flatMap((recruitment) =>
      recruitment.keywords.flatMap((name) => {
        const keywordId = keywordIds.get(name.toLowerCase());
        return keywordId ? [{ recruitmentId: recruitment.id, keywordId }] : [];
      }),
    ),
  );

  // Templates are shared settings: one of the same name (case-insensitively) is kept.
  const addedTemplates = await db
    .insert(emailTemplates)
    .values(
      demoEmailTemplates.map((template) => ({
        ...template,
        lastEdited: now,
        lastEditedBy: staff.ids.recruiter,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: emailTemplates.id });
  counts.email_templates = addedTemplates.length;

  Object.assign(counts, await sendApplications(db, storage, applications));
  const closedIds = recruitmentList
    .filter((recruitment) => recruitment.status === RecruitmentStatus.Closed)
    .map((recruitment) => recruitment.id);
  if (closedIds.length > 0) {
    await db
      .update(recruitments)
      .set({ status: RecruitmentStatus.Closed })
      .where(inArray(recruitments.id, closedIds));
  }
  return counts;
}
