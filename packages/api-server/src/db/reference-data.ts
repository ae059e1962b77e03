import { StageType, stageTypeNames } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { seedConsentVersions } from './consent-versions.ts';
import { LANGUAGES, type LanguageId } from './languages.ts';
import {
  currencies,
  languages,
  positionLocalizations,
  positions,
  recruitmentStageLocalizations,
  recruitmentStages,
  retentionSettings,
  stageTypes,
  timeZones,
} from './schema/index.ts';

// The languages live in their own module so that consent-versions.ts (seeded from here) can
// use them without an import cycle; the rest of the server reads them here as before.
export { LANGUAGE, LANGUAGES, type LanguageId } from './languages.ts';

export const CURRENCIES: readonly { id: string; name: string }[] = [
  { id: 'PLN', name: 'Polish złoty' },
  { id: 'EUR', name: 'Euro' },
  { id: 'USD', name: 'US dollar' },
  { id: 'GBP', name: 'Pound sterling' },
  { id: 'CHF', name: 'Swiss franc' },
  { id: 'CZK', name: 'Czech koruna' },
  { id: 'SEK', name: 'Swedish krona' },
  { id: 'NOK', name: 'Norwegian krone' },
  { id: 'DKK', name: 'Danish krone' },
  { id: 'HUF', name: 'Hungarian forint' },
  { id: 'RON', name: 'Romanian leu' },
  { id: 'UAH', name: 'Ukrainian hryvnia' },
  { id: 'CAD', name: 'Canadian dollar' },
  { id: 'AUD', name: 'Australian dollar' },
  { id: 'JPY', name: 'Japanese yen' },
];

/** Ids of the default stages (stable, so demo data and tests can refer to them). */
export const DEFAULT_STAGE_ID = {
  new: '5e1d0000-0000-4000-8000-000000000001',
  phoneScreening: '5e1d0000-0000-4000-8000-000000000002',
  interview: '5e1d0000-0000-4000-8000-000000000003',
  technicalTask: '5e1d0000-0000-4000-8000-000000000004',
  offer: '5e1d0000-0000-4000-8000-000000000005',
  hired: '5e1d0000-0000-4000-8000-000000000006',
  rejectedByUs: '5e1d0000-0000-4000-8000-000000000007',
  candidateWithdrew: '5e1d0000-0000-4000-8000-000000000008',
  applicationRejected: '5e1d0000-0000-4000-8000-000000000009',
} as const;
export type DefaultStageKey = keyof typeof DEFAULT_STAGE_ID;

export interface DefaultStage {
  /** A stable name for code and tests (e.g. demo data picks stages by key). */
  key: DefaultStageKey;
  id: string;
  stageType: StageType;
  order: number;
  names: Readonly<Record<LanguageId, string>>;
}

/** The stages a new installation starts with, grouped by type in display order. */
export const DEFAULT_STAGES: readonly DefaultStage[] = [
  {
    key: 'new',
    id: DEFAULT_STAGE_ID.new,
    stageType: StageType.New,
    order: 1,
    names: { en: 'New', pl: 'Nowy' },
  },
  {
    key: 'phoneScreening',
    id: DEFAULT_STAGE_ID.phoneScreening,
    stageType: StageType.Custom,
    order: 2,
    names: { en: 'Phone screening', pl: 'Rozmowa telefoniczna' },
  },
  {
    key: 'interview',
    id: DEFAULT_STAGE_ID.interview,
    stageType: StageType.Custom,
    order: 3,
    names: { en: 'Interview', pl: 'Rozmowa kwalifikacyjna' },
  },
  {
    key: 'technicalTask',
    id: DEFAULT_STAGE_ID.technicalTask,
    stageType: StageType.Custom,
    order: 4,
    names: { en: 'Technical task', pl: 'Zadanie rekrutacyjne' },
  },
  {
    key: 'offer',
    id: DEFAULT_STAGE_ID.offer,
    stageType: StageType.Custom,
    order: 5,
    names: { en: 'Offer', pl: 'Oferta' },
  },
  {
    key: 'hired',
    id: DEFAULT_STAGE_ID.hired,
    stageType: StageType.Hired,
    order: 6,
    names: { en: 'Hired', pl: 'Zatrudniony' },
  },
  {
    key: 'rejectedByUs',
    id: DEFAULT_STAGE_ID.rejectedByUs,
    stageType: StageType.RejectedCustom,
    order: 7,
    names: { en: 'Rejected by us', pl: 'Odrzucony przez nas' },
  },
  {
    key: 'candidateWithdrew',
    id: DEFAULT_STAGE_ID.candidateWithdrew,
    stageType: StageType.RejectedCustom,
    order: 8,
    names: { en: 'Candidate withdrew', pl: 'Kandydat zrezygnował' },
  },
  {
    key: 'applicationRejected',
    id: DEFAULT_STAGE_ID.applicationRejected,
    stageType: StageType.RejectedApplication,
    order: 9,
    names: { en: 'Application rejected', pl: 'Zgłoszenie odrzucone' },
  },
];

export interface DefaultPosition {
  id: string;
  names: Readonly<Record<LanguageId, string>>;
}

export const DEFAULT_POSITIONS: readonly DefaultPosition[] = [
  ['Software Engineer', 'Inżynier oprogramowania'],
  ['Frontend Developer', 'Programista frontend'],
  ['Backend Developer', 'Programista backend'],
  ['QA Engineer', 'Inżynier ds. jakości'],
  ['DevOps Engineer', 'Inżynier DevOps'],
  ['Product Manager', 'Menedżer produktu'],
  ['UX Designer', 'Projektant UX'],
  ['Data Analyst', 'Analityk danych'],
  ['HR Specialist', 'Specjalista ds. HR'],
  ['Accountant', 'Księgowy'],
].map(([en = '', pl = ''], index) => ({
  id: `9051d000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  names: { en, pl },
}));

/** IANA time zones with '(UTC+01:00) Europe/Warsaw' names (standard, non-DST offsets). */
export function listTimeZones(
  now: Date = new Date(),
): { id: string; displayName: string; utcOffsetMinutes: number }[] {
  const ids = new Set(Intl.supportedValuesOf('timeZone'));
  ids.add('UTC');
  const year = now.getUTCFullYear();
  const january = new Date(Date.UTC(year, 0, 1, 12));
  const july = new Date(Date.UTC(year, 6, 1, 12));
  return [...ids]
    .map((id) => {
      // DST adds to the standard offset in both hemispheres: the smaller one is standard.
      const offset = Math.min(utcOffsetMinutes(id, january), utcOffsetMinutes(id, july));
      return { id, displayName: `(UTC${formatOffset(offset)}) ${id}`, utcOffsetMinutes: offset };
    })
    .sort((a, b) => a.utcOffsetMinutes - b.utcOffsetMinutes || a.id.localeCompare(b.id));
}

function utcOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0; // 'GMT' alone means +00:00
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * Inserts the reference data a working product needs. Idempotent and cheap to repeat:
 * fixed lists are inserted with ON CONFLICT DO NOTHING; the default stages and positions
 * only when their tables are empty, so that later edits by users are never undone.
 * Accepts the database or a transaction.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(languages)
    .values([...LANGUAGES])
    .onConflictDoNothing();
  await db
    .insert(currencies)
    .values([...CURRENCIES])
    .onConflictDoNothing();
  await db
    .insert(stageTypes)
    .values(Object.entries(stageTypeNames).map(([id, name]) => ({ id: Number(id), name })))
    .onConflictDoNothing();
  await db.insert(timeZones).values(listTimeZones()).onConflictDoNothing();
  await seedConsentVersions(db);
  // The retention rule's one row, off until staff turn it on (docs/decisions/privacy.md).
  await db.insert(retentionSettings).values({ id: 1 }).onConflictDoNothing();

  const [stageCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recruitmentStages);
  if (stageCount?.count === 0) {
    await db
      .insert(recruitmentStages)
      .values(DEFAULT_STAGES.map(({ id, stageType, order }) => ({ id, stageType, order })));
    await db.insert(recruitmentStageLocalizations).values(
      DEFAULT_STAGES.flatMap((stage) =>
        LANGUAGES.map((language) => ({
          stageId: stage.id,
          languageId: language.id,
          name: stage.names[language.id],
        })),
      ),
    );
  }

  const [positionCount] = await db.select({ count: sql<number>`count(*)::int` }).from(positions);
  if (positionCount?.count === 0) {
    await db.insert(positions).values(DEFAULT_POSITIONS.map(({ id }) => ({ id })));
    await db.insert(positionLocalizations).values(
      DEFAULT_POSITIONS.flatMap((position) =>
        LANGUAGES.map((language) => ({
          positionId: position.id,
          languageId: language.id,
          name: position.names[language.id],
        })),
      ),
    );
  }
}
