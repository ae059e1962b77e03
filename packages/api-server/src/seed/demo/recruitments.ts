import { RecruitmentStatus } from '@ats/api-sdk';
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
import type { DemoQuestionnaire, DemoStructure } from './questionnaires.ts';
import { addDays, addMinutes, type DemoRandom, isoDate } from './random.ts';
import { richText } from './rich-text.ts';
import type { City, DemoLanguage, RoleProfile } from './vocabulary.ts';

/** Staff the recruitments are spread over. */
export interface StaffIds {
  /** recruiter@example.com: owner or team member of most recruitments. */
  recruiter: string;
  /** manager@example.com: hiring manager of many. */
  hiringManager: string;
  /**
   * team@example.com, the second recruiter: team member of many, but never of two open
   * recruitments of each block (see `teamMemberOnBoard`).
   */
  teamMember: string;
  /** owner@example.com: owns some. */
  owner: string;
  /** Staff without sign-in. */
  others: readonly string[];
}

export interface DemoRecruitment extends GeneratedRecruitment {
  deadline: Date | null;
  budgetPerPositionMin: number;
  budgetPerPositionMax: number;
  budgetCurrencyId: string | null;
  questionnaire: DemoQuestionnaire | null;
  questionnaireVersion: number | null;
  city: City | null;
  locationLatitude: number;
  locationLongitude: number;
  remoteWorkIsPossible: boolean;
}

/** The structure candidates of a recruitment fill (the recruitment's questionnaire version). */
export function recruitmentStructure(recruitment: DemoRecruitment): DemoStructure | null {
  if (!recruitment.questionnaire || recruitment.questionnaireVersion === null) return null;
  return recruitment.questionnaire.versions[recruitment.questionnaireVersion - 1] ?? null;
}

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

/** Statuses of each block of 13 recruitments; the first open one is the busiest. */
const blockStatuses = [
  open,
  open,
  open,
  open,
  open,
  open,
  closed,
  closed,
  closed,
  pending,
  pending,
  draft,
  draft,
];

const polishDescription = {
  responsibilities: [
    'Realizacja zadań zespołu zgodnie z ustalonymi priorytetami.',
    'Współpraca z innymi działami firmy.',
    'Udział w planowaniu i przeglądach pracy zespołu.',
    'Dbanie o wysoką jakość pracy i dobre relacje z klientami.',
  ],
  qualifications: [
    'Minimum 2 lata doświadczenia na podobnym stanowisku.',
    'Znajomość języka angielskiego na poziomie B2.',
    'Samodzielność i dobra organizacja pracy.',
  ],
  bonusPoints: ['Doświadczenie w pracy w międzynarodowym zespole.', 'Prawo jazdy kat. B.'],
};

interface Context {
  random: DemoRandom;
  now: Date;
  positions: readonly DemoPosition[];
  currencies: ReadonlySet<string>;
  questionnaires: readonly DemoQuestionnaire[];
  staff: StaffIds;
}

/**
 * Slots of a block where the second demo recruiter (team@example.com, Piotr Nowak) is always,
 * or never, on the team; elsewhere by chance. Slots 1 and 4 are open recruitments with
 * candidates whose details he cannot see; slot 2, which the first recruiter (Anna Kowalska) is
 * kept out of, he can. Signing in as each shows the access rule from both sides.
 */
const teamMemberOnBoard: Readonly<Partial<Record<number, boolean>>> = {
  0: true,
  1: false,
  2: true,
  4: false,
};

function pickTeam(
  context: Context,
  ownerId: string,
  hiringManagerId: string | null,
  options: { recruiterWanted: boolean; slot: number },
) {
  const { random, staff } = context;
  const team = new Set<string>([ownerId]);
  if (options.recruiterWanted) team.add(staff.recruiter);
  // Drawn in every slot, so that the rest of the data set stays as it was.
  const teamMemberByChance = random.chance(0.5);
  if (teamMemberOnBoard[options.slot] ?? teamMemberByChance) team.add(staff.teamMember);
  for (const id of random.pickSome(staff.others, random.int(0, 2))) team.add(id);
  if (hiringManagerId && random.chance(0.3)) team.add(hiringManagerId);
  return [...team];
}

function questionnaireFor(
  context: Context,
  status: number,
  family: string,
  language: DemoLanguage,
  copy: number,
): { questionnaire: DemoQuestionnaire; version: number } {
  const copies = context.questionnaires.filter(
    (questionnaire) => questionnaire.key === 'engineering',
  ).length;
  const key = questionnaireKeyFor(context.random, language, family);
  const candidates = context.questionnaires.filter((questionnaire) => questionnaire.key === key);
  const questionnaire = candidates[copy % Math.max(1, copies)] ?? candidates[0];
  if (!questionnaire) throw new Error(`No demo questionnaire '${key}'`);
  // Closed recruitments chose their form before it was last edited.
  const version = status === closed ? 1 : questionnaire.versions.length;
  return { questionnaire, version };
}

function describeJob(random: DemoRandom, details: JobDetails, profile: RoleProfile): string {
  if (details.language === 'pl') {
    return richText([
      jobIntroduction(details),
      { heading: 'Zakres obowiązków' },
      ...random.pickSome(polishDescription.responsibilities, 3).map((paragraph) => ({ paragraph })),
      { heading: 'Wymagania' },
      ...polishDescription.qualifications.map((paragraph) => ({ paragraph })),
      { paragraph: `Znajomość: ${random.pickSome(profile.keywords, 3).join(', ')}.` },
      { heading: 'Mile widziane' },
      ...polishDescription.bonusPoints.map((paragraph) => ({ paragraph })),
    ]);
  }
  return richText([
    jobIntroduction(details),
    ...englishJobSections(random.pickSome(profile.responsibilities, 3), profile),
  ]);
}

function generateRecruitment(context: Context, index: number): DemoRecruitment {
  const { random, now, staff } = context;
  const block = Math.floor(index / blockStatuses.length);
  const slot = index % blockStatuses.length;
  const status = blockStatuses[slot] ?? open;
  const isFlagship = slot === 0;
  const id = random.uuid();

  // Owner, hiring manager and team: the demo recruiter takes part in most recruitments, but
  // never in two of each block (so that profiles without authorizedData can be seen too).
  const withoutRecruiter = slot === 2 || slot === 8;
  const ownerId = isFlagship
    ? staff.recruiter
    : random.weighted([
        [staff.recruiter, withoutRecruiter ? 0 : 55],
        [staff.owner, 20],
        [random.pick(staff.others), 25],
      ] as const);
  const hiringManagerId = pickHiringManager(random, staff, ownerId);
  const teamIds = pickTeam(context, ownerId, hiringManagerId, {
    recruiterWanted: isFlagship || (!withoutRecruiter && random.chance(0.85)),
    slot,
  });

  const createDate = addMinutes(
    addDays(
      now,
      -(status === draft
        ? random.int(0, 14)
        : status === pending
          ? random.int(3, 20)
          : status === open
            ? isFlagship
              ? random.int(45, 58)
              : random.int(20, 58)
            : random.int(75, 110)),
    ),
    -random.int(0, 1439),
  );

  // Half the drafts are a title only, as saved after a first quick start.
  if (status === draft && slot === blockStatuses.length - 1) {
    const title = random.pick([
      'Backend hiring Q3 (to be defined)',
      'Summer interns',
      'New team in Gdańsk',
      'Support for the Berlin launch',
    ]);
    return {
      id,
      language: 'en',
      status,
      title: block === 0 ? title : `${title} ${block + 1}`,
      position: null,
      profile: profileOf('engineering'),
      createDate,
      deadline: null,
      vacantPosts: 0,
      budgetPerPositionMin: 0,
      budgetPerPositionMax: 0,
      budgetCurrencyId: null,
      questionnaire: null,
      questionnaireVersion: null,
      jobTitle: '',
      jobDescription: '',
      city: null,
      locationDescription: '',
      locationLatitude: 0,
      locationLongitude: 0,
      remoteWorkIsPossible: false,
      ownerId,
      hiringManagerId: null,
      teamIds: [ownerId],
      jobOfferUrl: null,
      keywords: [],
      applicationWeight: 0,
    };
  }

  const { language, city } = pickLanguageAndCity(random);
  const livePositions = context.positions.filter((position) => !position.isDeleted);
  const deletedPosition = context.positions.find((position) => position.isDeleted);
  // One closed recruitment of the first block used a position deleted since.
  const position =
    block === 0 && slot === 6 && deletedPosition ? deletedPosition : random.pick(livePositions);
  const { family, profile, jobTitle, team, title } = nameJob(random, position, language);

  const deadline =
    status === closed
      ? addDays(now, -random.int(12, 40))
      : status === open && slot === 5
        ? addDays(now, -random.int(2, 9)) // still open after its deadline: shown in red
        : addDays(now, random.int(status === open ? 5 : 15, status === open ? 45 : 60));

  const { currencyId, budgetMin, budgetMax } = pickBudget(random, context.currencies, city);

  const { questionnaire, version } = questionnaireFor(context, status, family, language, block);
  const remote = random.chance(0.4);
  const cityName = cityNameIn(city, language);
  const office = random.pick(city.offices);
  // Drawn in this order: changing it changes every value drawn after.
  const vacantPosts = isFlagship ? 3 : random.int(1, 4);
  const jobDescription = describeJob(
    random,
    { language, jobTitle, team, cityName, remote },
    profile,
  );
  const { latitude, longitude } = pointNear(random, city);

  return {
    id,
    language,
    status,
    title,
    position,
    profile,
    createDate,
    deadline,
    vacantPosts,
    budgetPerPositionMin: budgetMin,
    budgetPerPositionMax: budgetMax,
    budgetCurrencyId: currencyId,
    questionnaire,
    questionnaireVersion: version,
    jobTitle,
    jobDescription,
    city,
    locationDescription: `${cityName}, ${office}`,
    locationLatitude: latitude,
    locationLongitude: longitude,
    remoteWorkIsPossible: remote,
    ownerId,
    hiringManagerId,
    teamIds,
    jobOfferUrl: status === open ? jobOfferUrl(title, id) : null,
    keywords: random.pickSome(profile.keywords, random.int(3, 6)),
    // Only open recruitments take applications (closed ones took theirs while open); pending
    // and draft ones never had any, since nothing returns to pending once opened.
    applicationWeight: status === open ? (isFlagship ? 8 : 3) : status === closed ? 2.5 : 0,
  };
}

/** `count` recruitments in blocks of 13: 6 open, 3 closed, 2 pending, 2 drafts. */
export function generateRecruitments(
  random: DemoRandom,
  options: Omit<Context, 'random'> & { count: number },
): DemoRecruitment[] {
  const context: Context = { ...options, random };
  return Array.from({ length: options.count }, (_, index) => generateRecruitment(context, index));
}

/** The deadline column's value ('YYYY-MM-DD'). */
export function deadlineColumn(recruitment: DemoRecruitment): string | null {
  return recruitment.deadline ? isoDate(recruitment.deadline) : null;
}
