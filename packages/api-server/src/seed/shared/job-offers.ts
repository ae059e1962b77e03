import { asciiLowerCase } from '../demo/people.ts';
import type { QuestionnaireKey } from '../demo/questionnaires.ts';
import type { DemoRandom } from '../demo/random.ts';
import type { RichTextBlock } from '../demo/rich-text.ts';
import {
  BUDGET_RANGES,
  CITIES,
  type City,
  type DemoLanguage,
  ENGLISH_CITY_NAMES,
  POSITION_FAMILIES,
  ROLE_PROFILES,
  type RoleProfile,
  SENIORITIES,
  TEAMS,
} from '../demo/vocabulary.ts';
import type { DemoPosition } from './positions.ts';

/** What both generators make of a recruitment; each adds its own fields. */
export interface GeneratedRecruitment {
  id: string;
  language: DemoLanguage;
  status: number;
  title: string;
  position: DemoPosition | null;
  profile: RoleProfile;
  createDate: Date;
  vacantPosts: number;
  jobTitle: string;
  jobDescription: string;
  locationDescription: string;
  ownerId: string;
  hiringManagerId: string | null;
  /** The team, owner included. */
  teamIds: string[];
  jobOfferUrl: string | null;
  keywords: string[];
  /** Relative share of all job applications this recruitment receives. */
  applicationWeight: number;
}

// The parts of a recruitment both generators draw alike. Each helper draws from `random` in
// a fixed order: moving a call moves every value drawn after it.

/** Families whose titles take a seniority ('Senior Backend Developer'). */
export const technicalFamilies = new Set([
  'engineering',
  'backend',
  'frontend',
  'mobile',
  'qa',
  'devops',
  'security',
  'data',
]);

/** The family of a position ('backend', 'sales', ...) by its English name. */
export function familyOf(position: DemoPosition | null): string {
  const name = position?.names.en.toLowerCase() ?? '';
  return POSITION_FAMILIES.find(([fragment]) => name.includes(fragment))?.[1] ?? 'engineering';
}

export function profileOf(family: string): RoleProfile {
  return ROLE_PROFILES[family] ?? (ROLE_PROFILES.engineering as RoleProfile);
}

/** The offer's language, and the city of the office (English offers are often for Poland). */
export function pickLanguageAndCity(random: DemoRandom): { language: DemoLanguage; city: City } {
  const language: DemoLanguage = random.chance(0.3) ? 'pl' : 'en';
  // Offers in English are for Polish offices too (about two in three).
  const cityLanguage: DemoLanguage = language === 'pl' || random.chance(0.65) ? 'pl' : 'en';
  const city = random.pick(CITIES.filter((candidate) => candidate.language === cityLanguage));
  return { language, city };
}

export interface JobNames {
  family: string;
  profile: RoleProfile;
  /** The position's name in the offer's language, with a seniority for technical roles. */
  jobTitle: string;
  /** The team the offer is for. */
  team: string;
  /** The recruitment's title: the job title, sometimes with the team. */
  title: string;
}

export function nameJob(
  random: DemoRandom,
  position: DemoPosition,
  language: DemoLanguage,
): JobNames {
  const family = familyOf(position);
  const profile = profileOf(family);
  const seniority =
    technicalFamilies.has(family) && random.chance(0.6) ? random.pick(SENIORITIES.en) : null;
  const positionName = position.names[language];
  const jobTitle =
    language === 'pl'
      ? `${positionName}${seniority ? ` (${seniority})` : ''}`
      : `${seniority && !positionName.startsWith(seniority) ? `${seniority} ` : ''}${positionName}`;
  const team = random.pick(TEAMS[language]);
  const title = random.chance(0.5)
    ? jobTitle
    : language === 'pl'
      ? `${jobTitle} – zespół ${team}`
      : `${jobTitle} – ${team}`;
  return { family, profile, jobTitle, team, title };
}

/** The hiring manager: the demo's, another staff member or nobody (never the owner). */
export function pickHiringManager(
  random: DemoRandom,
  staff: { hiringManager: string; others: readonly string[] },
  ownerId: string,
): string | null {
  const choice = random.weighted([
    [staff.hiringManager, 45],
    [random.pick(staff.others), 35],
    [null, 20],
  ] as const);
  return choice === ownerId ? null : choice;
}

/** The budget's currency: the city's own, if the reference data has it (else PLN). */
function pickCurrency(
  random: DemoRandom,
  currencies: ReadonlySet<string>,
  city: City,
): string | null {
  const wanted =
    city.language === 'pl'
      ? random.weighted([
          ['PLN', 80],
          ['EUR', 10],
          ['USD', 10],
        ] as const)
      : city.name === 'Dublin'
        ? 'EUR'
        : 'GBP';
  if (currencies.has(wanted)) return wanted;
  return currencies.has('PLN') ? 'PLN' : ([...currencies][0] ?? null);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The budget per position, in round 500s within the currency's usual range. */
export function pickBudget(
  random: DemoRandom,
  currencies: ReadonlySet<string>,
  city: City,
): { currencyId: string | null; budgetMin: number; budgetMax: number } {
  const currencyId = pickCurrency(random, currencies, city);
  const [low, high] = BUDGET_RANGES[currencyId ?? 'PLN'] ?? [5000, 20000];
  const budgetMin = roundTo(random.float(low, (low + high) / 2), 500);
  const budgetMax = roundTo(budgetMin * random.float(1.15, 1.5), 500);
  return { currencyId, budgetMin, budgetMax };
}

/** Which questionnaire suits an offer: Polish offers the Polish form, technical roles mostly the long one. */
export function questionnaireKeyFor(
  random: DemoRandom,
  language: DemoLanguage,
  family: string,
): QuestionnaireKey {
  return language === 'pl'
    ? 'polish'
    : technicalFamilies.has(family) && random.chance(0.75)
      ? 'engineering'
      : 'quick';
}

/** The city's name as the offer's language writes it. */
export function cityNameIn(city: City, language: DemoLanguage): string {
  return language === 'pl' ? city.name : (ENGLISH_CITY_NAMES[city.name] ?? city.name);
}

/** A point in the city, a little off its centre. */
export function pointNear(random: DemoRandom, city: City): { latitude: number; longitude: number } {
  return {
    latitude: Number((city.latitude + random.float(-0.02, 0.02)).toFixed(6)),
    longitude: Number((city.longitude + random.float(-0.03, 0.03)).toFixed(6)),
  };
}

export interface JobDetails {
  language: DemoLanguage;
  jobTitle: string;
  team: string;
  cityName: string;
  remote: boolean;
}

/** The first paragraph of a job description. */
export function jobIntroduction(details: JobDetails): RichTextBlock {
  if (details.language === 'pl') {
    return {
      paragraph: `Dołącz do zespołu ${details.team}! Szukamy osoby na stanowisko: ${details.jobTitle}. Miejsce pracy: ${details.cityName}${details.remote ? ', możliwa praca zdalna' : ''}.`,
    };
  }
  return {
    paragraph: `We are looking for ${/^[AEIOU]/.test(details.jobTitle) ? 'an' : 'a'} ${details.jobTitle} to join our ${details.team} team in ${details.cityName}. ${details.remote ? 'Remote work is possible.' : 'You will work from our office.'}`,
  };
}

/** The sections of an English job description after its introduction. */
export function englishJobSections(
  responsibilities: readonly string[],
  profile: RoleProfile,
): RichTextBlock[] {
  return [
    { heading: 'Responsibilities' },
    ...responsibilities.map((paragraph) => ({ paragraph })),
    { heading: 'Qualifications' },
    ...profile.qualifications.map((paragraph) => ({ paragraph })),
    { heading: 'Bonus points' },
    ...profile.bonusPoints.map((paragraph) => ({ paragraph })),
  ];
}

/** A job offer's address part: ASCII, lower case, words joined by '-'. */
export function urlSlug(text: string): string {
  return asciiLowerCase(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where an open recruitment's offer is published. */
export function jobOfferUrl(title: string, recruitmentId: string): string {
  return `https://careers.example.com/jobs/${urlSlug(title)}-${recruitmentId.slice(0, 8)}`;
}
