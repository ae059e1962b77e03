import type { Schema } from '@ats/api-sdk';
import { type CandidateSource, isCandidateSource } from '@ats/domain';

type ImportField = Schema<'CandidateImportField'>;
type ColumnMapping = Schema<'CandidateImportColumnMapping'>;

/** A header or word folded for comparison: lower case, no marks (ł too), letters and digits. */
export function foldWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Headers (folded) that suggest each field, in English and Polish. */
const headerWords: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'imie', 'imiona'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'nazwisko'],
  fullName: [
    'name',
    'fullname',
    'candidate',
    'candidatename',
    'imieinazwisko',
    'imienazwisko',
    'kandydat',
    'nazwa',
  ],
  email: ['email', 'mail', 'emailaddress', 'adresemail', 'adresmailowy', 'adres', 'poczta'],
  phoneNumber: [
    'phone',
    'phonenumber',
    'telephone',
    'mobile',
    'tel',
    'telefon',
    'numertelefonu',
    'nrtelefonu',
    'komorka',
  ],
  source: ['source', 'zrodlo', 'zrodlokandydata'],
  sourceDetail: [
    'sourcedetail',
    'sourcedetails',
    'referredby',
    'referrer',
    'agency',
    'polecajacy',
    'polecenieod',
    'agencja',
    'szczegolyzrodla',
  ],
  resumeFileName: ['resume', 'cv', 'resumefile', 'resumefilename', 'cvfile', 'plikcv', 'zyciorys'],
  note: ['note', 'notes', 'comment', 'comments', 'notatka', 'notatki', 'uwagi', 'komentarz'],
};

const fieldByWord = new Map<string, ImportField>(
  Object.entries(headerWords).flatMap(([field, words]) =>
    words.map((word) => [word, field as ImportField] as const),
  ),
);

/**
 * The mapping suggested from the header line: each column whose header names a field (in
 * English or Polish, any case, with or without marks), each field at most once (its first
 * column). A full-name column is not suggested beside both name columns.
 */
export function suggestMapping(columns: readonly string[]): ColumnMapping[] {
  const taken = new Set<ImportField>();
  const mapping: ColumnMapping[] = [];
  columns.forEach((header, column) => {
    const field = fieldByWord.get(foldWord(header));
    if (!field || taken.has(field) || column >= 100) return;
    taken.add(field);
    mapping.push({ column, field });
  });
  if (taken.has('firstName') && taken.has('lastName')) {
    return mapping.filter((entry) => entry.field !== 'fullName');
  }
  return mapping;
}

/** Source words (folded) besides the contract's own, in English and Polish. */
const sourceWords: Record<string, CandidateSource> = {
  application: 'applied',
  aplikacja: 'applied',
  aplikowal: 'applied',
  aplikowala: 'applied',
  zgloszenie: 'applied',
  polecenie: 'referral',
  polecony: 'referral',
  polecona: 'referral',
  sourcing: 'sourced',
  wyszukany: 'sourced',
  wyszukana: 'sourced',
  pozyskany: 'sourced',
  pozyskana: 'sourced',
  agencja: 'agency',
  wydarzenie: 'event',
  targi: 'event',
  inne: 'other',
  inny: 'other',
  inna: 'other',
};

/** The source a cell names, or null when it names none (badSource). */
export function sourceOfWord(cell: string): CandidateSource | null {
  const folded = foldWord(cell);
  if (isCandidateSource(folded)) return folded;
  return sourceWords[folded] ?? null;
}
