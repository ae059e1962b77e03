import { RecruitmentStatus } from '@ats/api-sdk';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  atsUsers,
  currencies,
  emailTemplates,
  recruitees,
  recruitments,
  recruitmentTeamMembers,
  timeZones,
} from '../../db/schema/index.ts';
import type { FileStorage } from '../../features/files/index.ts';
import {
  type DemoPosition,
  newDemoPosition,
  readPositions,
  storePositions,
} from '../shared/positions.ts';
import { storeQuestionnaires } from '../shared/questionnaires.ts';
import { type RecruitmentToStore, storeRecruitments } from '../shared/recruitments.ts';
import { insertDemoStaff } from '../shared/staff.ts';
import { readStages } from '../shared/stages.ts';
import { generateApplications } from './applications.ts';
import { demoEmailTemplates } from './email-templates.ts';
import { DEMO_STAFF_ISSUER, EmailRegistry, generateCandidates } from './people.ts';
import { generateQuestionnaires } from './questionnaires.ts';
import { addDays, addMinutes, DemoRandom } from './random.ts';
import { type DemoRecruitment, deadlineColumn, generateRecruitments } from './recruitments.ts';
import { sendApplications } from './send-applications.ts';
import { DEMO_POSITIONS, MEETING_TIME_ZONES } from './vocabulary.ts';

/** Open and closed recruitments were published once. */
function wasOpened(status: number): boolean {
  return status === RecruitmentStatus.Open || status === RecruitmentStatus.Closed;
}

/** A generated recruitment as stored before its applications are sent. */
function recruitmentToStore(recruitment: DemoRecruitment): RecruitmentToStore {
  return {
    row: {
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
    },
    teamIds: recruitment.teamIds,
    keywords: recruitment.keywords,
  };
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

/** Positions the demo adds (one of them deleted), unless a position of that name exists. */
async function insertPositions(
  db: Database,
  random: DemoRandom,
  existing: DemoPosition[],
  now: Date,
) {
  const taken = new Set(existing.map((position) => position.names.en.toLowerCase()));
  const added = DEMO_POSITIONS.filter((position) => !taken.has(position.en.toLowerCase())).map(
    (position) => newDemoPosition(random, position),
  );
  const localizations = await storePositions(
    db,
    added.map((position) => ({ position, createdAt: addDays(now, -random.int(150, 300)) })),
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

  const staff = await insertDemoStaff(db, random, {
    otherCount: Math.max(6, Math.round(8 * size)),
    now,
    accountAgeDays: [200, 400],
    otherAgeDays: [30, 400],
  });
  counts.ats_users = staff.count;
  const newPositions = await insertPositions(db, random, existingPositions, now);
  counts.positions = newPositions.added.length;
  counts.position_localizations = newPositions.localizations;

  // Everything else is generated in memory first (synchronously, so the seeded generator
  // is never shared between concurrent tasks), then inserted table by table.
  const questionnaireList = generateQuestionnaires(random, {
    copies: Math.max(1, Math.round(size)),
    authorIds: [staff.recruiter, staff.owner, ...staff.others.slice(0, 3)],
    now,
  });
  const recruitmentList = generateRecruitments(random, {
    count: Math.max(13, Math.round(13 * size)),
    now,
    positions: [...existingPositions, ...newPositions.added],
    currencies: currencyIds,
    questionnaires: questionnaireList,
    staff,
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
    recruiterId: staff.recruiter,
    staffEmails: staff.emails,
    now,
  });

  Object.assign(counts, await storeQuestionnaires(db, questionnaireList));
  Object.assign(
    counts,
    await storeRecruitments(db, random, recruitmentList.map(recruitmentToStore)),
  );
  // The demo interviewer sits on the teams the second recruiter is on, so that signing in as
  // her shows those recruitments' candidates and no others.
  const interviewerTeams = recruitmentList
    .filter((recruitment) => recruitment.teamIds.includes(staff.teamMember))
    .map((recruitment) => ({ recruitmentId: recruitment.id, userId: staff.interviewer }));
  if (interviewerTeams.length > 0) {
    const added = await db
      .insert(recruitmentTeamMembers)
      .values(interviewerTeams)
      .onConflictDoNothing()
      .returning({ recruitmentId: recruitmentTeamMembers.recruitmentId });
    counts.recruitment_team_members = (counts.recruitment_team_members ?? 0) + added.length;
  }

  // Templates are shared settings: one of the same name (case-insensitively) is kept.
  const addedTemplates = await db
    .insert(emailTemplates)
    .values(
      demoEmailTemplates.map((template) => ({
        ...template,
        lastEdited: now,
        lastEditedBy: staff.recruiter,
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
