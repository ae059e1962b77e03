import { RecruitmentStatus } from '@ats/api-sdk';
import type { DemoQuestionnaire, QuestionnaireKey } from '../demo/questionnaires.ts';
import { addDays, addMinutes, type DemoRandom, isoDate, minDate } from '../demo/random.ts';
import { richText } from '../demo/rich-text.ts';
import { type DemoLanguage, type RoleProfile, TEAMS } from '../demo/vocabulary.ts';
import {
  cityNameIn,
  englishJobSections,
  type GeneratedRecruitment,
  type JobDetails,
  jobIntroduction,
  jobOfferUrl,
  nameJob,
  pickBudget,
  pickHiringManager,
  pickLanguageAndCity,
  pointNear,
  profileOf,
  questionnaireKeyFor,
} from '../shared/job-offers.ts';
import type { DemoPosition } from '../shared/positions.ts';
import type { ScaleStaff } from './staff.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

export interface ScaleRecruitment extends GeneratedRecruitment {
  /** 1-based number; the generating SQL refers to recruitments by it. */
  no: number;
  openedAt: Date | null;
  deadline: string | null;
  budgetMin: number;
  budgetMax: number;
  currencyId: string | null;
  questionnaire: { id: string; version: number; key: QuestionnaireKey } | null;
  latitude: number;
  longitude: number;
  remote: boolean;
  /** When applications arrive; null when it takes none (drafts, pending). */
  applicationWindow: { from: Date; to: Date } | null;
  /** Staff act on its candidates until then. */
  horizon: Date;
}

interface Context {
  random: DemoRandom;
  anchor: Date;
  positions: readonly DemoPosition[];
  currencies: ReadonlySet<string>;
  questionnaires: readonly DemoQuestionnaire[];
  staff: ScaleStaff;
}

const days = 24 * 60 * 60 * 1000;

/**
 * Older recruitments are mostly closed, recent ones mostly open, the newest may still be
 * drafts or pending; a few old ones stay open all along (standing offers).
 */
function statusForAge(random: DemoRandom, ageDays: number): number {
  if (ageDays < 14) {
    return random.weighted([
      [draft, 25],
      [pending, 20],
      [open, 55],
    ] as const);
  }
  if (ageDays < 150) {
    return random.weighted([
      [open, 80],
      [closed, 20],
    ] as const);
  }
  return random.weighted([
    [closed, 93],
    [open, 7],
  ] as const);
}

/** The questionnaire version that was current when the recruitment was created. */
function questionnaireFor(
  context: Context,
  language: DemoLanguage,
  family: string,
  createDate: Date,
): ScaleRecruitment['questionnaire'] {
  const key = questionnaireKeyFor(context.random, language, family);
  const questionnaire = context.questionnaires.find((candidate) => candidate.key === key);
  if (!questionnaire) throw new Error(`No questionnaire '${key}'`);
  let version = 1;
  questionnaire.versionCreatedAt.forEach((createdAt, index) => {
    if (createdAt.getTime() <= createDate.getTime()) version = index + 1;
  });
  return { id: questionnaire.id, version, key };
}

/** A shorter description than the demo's, drawing nothing (every responsibility is listed). */
function describeJob(
  details: JobDetails,
  profile: RoleProfile,
  keywords: readonly string[],
): string {
  if (details.language === 'pl') {
    return richText([
      jobIntroduction(details),
      { heading: 'Wymagania' },
      { paragraph: `Znajomość: ${keywords.join(', ')}.` },
    ]);
  }
  return richText([
    jobIntroduction(details),
    ...englishJobSections(profile.responsibilities, profile),
  ]);
}

function pickTeam(context: Context, ownerId: string, hiringManagerId: string | null): string[] {
  const { random, staff } = context;
  const team = new Set([ownerId]);
  if (random.chance(0.7)) team.add(staff.recruiter);
  if (random.chance(0.5)) team.add(staff.teamMember);
  for (const id of random.pickSome(staff.others, random.int(1, 2))) team.add(id);
  if (hiringManagerId && random.chance(0.3)) team.add(hiringManagerId);
  return [...team];
}

function generateRecruitment(context: Context, no: number): ScaleRecruitment {
  const { random, anchor, staff } = context;
  // The first one is the busiest, open and the demo recruiter's own.
  const isFlagship = no === 1;
  const ageDays = isFlagship ? 60 : random.float(0, 730);
  const createDate = new Date(anchor.getTime() - Math.round(ageDays * days));
  const status = isFlagship ? open : statusForAge(random, ageDays);
  const id = random.uuid();

  const ownerId = isFlagship
    ? staff.recruiter
    : random.weighted([
        [staff.recruiter, 45],
        [staff.owner, 20],
        [random.pick(staff.others), 35],
      ] as const);
  const hiringManagerId = pickHiringManager(random, staff, ownerId);
  const teamIds = pickTeam(context, ownerId, hiringManagerId);
  const horizon = addMinutes(anchor, -10);

  // Half the drafts are a title only, as saved after a first quick start.
  if (status === draft && random.chance(0.5)) {
    return {
      no,
      id,
      language: 'en',
      status,
      title: `${random.pick(TEAMS.en)} hiring (to be defined) ${no}`,
      position: null,
      profile: profileOf('engineering'),
      createDate,
      openedAt: null,
      deadline: null,
      vacantPosts: 0,
      budgetMin: 0,
      budgetMax: 0,
      currencyId: null,
      questionnaire: null,
      jobTitle: '',
      jobDescription: '',
      locationDescription: '',
      latitude: 0,
      longitude: 0,
      remote: false,
      ownerId,
      hiringManagerId: null,
      teamIds: [ownerId],
      jobOfferUrl: null,
      keywords: [],
      applicationWindow: null,
      horizon,
      applicationWeight: 0,
    };
  }

  const { language, city } = pickLanguageAndCity(random);
  const live = context.positions.filter((position) => !position.isDeleted);
  const deleted = context.positions.filter((position) => position.isDeleted);
  // Now and then an old closed recruitment used a position deleted since.
  const position =
    status === closed && deleted.length > 0 && random.chance(0.02)
      ? random.pick(deleted)
      : random.pick(live);
  const { family, profile, jobTitle, team, title } = nameJob(random, position, language);

  const receives = status === open || status === closed;
  let applicationWindow: ScaleRecruitment['applicationWindow'] = null;
  let deadline: Date | null;
  let recruitmentHorizon = horizon;
  if (status === closed) {
    const openDays = Math.min(random.int(20, 90), ageDays - 2);
    const to = new Date(createDate.getTime() + Math.round(openDays * days));
    applicationWindow = { from: addMinutes(createDate, 60), to };
    deadline = to;
    recruitmentHorizon = minDate(addDays(to, 14), horizon);
  } else if (status === open) {
    applicationWindow = { from: addMinutes(createDate, 60), to: addMinutes(anchor, -30) };
    deadline = addDays(createDate, random.int(30, 90));
  } else {
    deadline = addDays(anchor, random.int(15, 60));
  }

  const { currencyId, budgetMin, budgetMax } = pickBudget(random, context.currencies, city);
  const remote = random.chance(0.4);
  const cityName = cityNameIn(city, language);
  const keywords = random.pickSome(profile.keywords, random.int(3, 6));
  // Drawn in this order: changing it changes every value drawn after.
  const vacantPosts = isFlagship ? 3 : random.int(1, 4);
  const questionnaire = questionnaireFor(context, language, family, createDate);
  const office = random.pick(city.offices);
  const { latitude, longitude } = pointNear(random, city);

  return {
    no,
    id,
    language,
    status,
    title,
    position,
    profile,
    createDate,
    openedAt: receives ? addMinutes(createDate, 30) : null,
    deadline: deadline ? isoDate(deadline) : null,
    vacantPosts,
    budgetMin,
    budgetMax,
    currencyId,
    questionnaire,
    jobTitle,
    jobDescription: describeJob({ language, jobTitle, team, cityName, remote }, profile, keywords),
    locationDescription: `${cityName}, ${office}`,
    latitude,
    longitude,
    remote,
    ownerId,
    hiringManagerId,
    teamIds,
    jobOfferUrl: status === open ? jobOfferUrl(title, id) : null,
    keywords,
    applicationWindow,
    horizon: recruitmentHorizon,
    // Sizes spread like a power law: most get a few dozen applications, some thousands.
    applicationWeight: receives
      ? isFlagship
        ? 500
        : Math.round(10 / (0.02 + random.float(0, 1)))
      : 0,
  };
}

/** `count` recruitments created over the two years before `anchor`. */
export function generateRecruitments(context: Context, count: number): ScaleRecruitment[] {
  return Array.from({ length: count }, (_, index) => generateRecruitment(context, index + 1));
}
