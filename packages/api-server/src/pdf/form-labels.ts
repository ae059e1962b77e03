import {
  type AnswerTextLabels,
  defaultEducationFieldLabels,
  defaultExperienceFieldLabels,
  formatDateDotted,
  formatDateEnglish,
} from '@ats/domain';
import { LANGUAGE, type LanguageId } from '../db/reference-data.ts';

/**
 * Every text of the generated application PDFs, in each language of the product; answers are
 * written with the domain's answer texts (education and experience fields, entry names, dates).
 */
export interface FormLabels extends AnswerTextLabels {
  /** What the document is, under the candidate's name. */
  applicationForm: string;
  position: string;
  recruitment: string;
  applicationDate: string;
  personalData: string;
  prefix: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The contract's prefixes (Mr, Mrs, Ms, Miss, PreferNotToSay) in words. */
  prefixes: Readonly<Record<string, string>>;
  /** Stands in for a question (or a personal detail) the candidate left empty. */
  leftEmpty: string;
  /** Above each page of the questionnaire when it has several. */
  formPageOf: (page: number, count: number) => string;
  /** At the foot of every page of the form. */
  footer: (candidateName: string, page: number, count: number) => string;
  /** The last page of a merged PDF whose resume could not be read. */
  resumeNotAttached: { title: string; text: string };
}

const english: FormLabels = {
  applicationForm: 'Application form',
  position: 'Position',
  recruitment: 'Recruitment',
  applicationDate: 'Application date',
  personalData: 'Personal data',
  prefix: 'Prefix',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  prefixes: {
    Mr: 'Mr.',
    Mrs: 'Mrs.',
    Ms: 'Ms.',
    Miss: 'Miss',
    PreferNotToSay: 'Prefer not to say',
  },
  leftEmpty: 'left empty',
  formPageOf: (page, count) => `Form page ${page} of ${count}`,
  footer: (candidateName, page, count) =>
    `${candidateName} – application form – page ${page} of ${count}`,
  entryName: (question, position) => `${question} ${position}`,
  education: defaultEducationFieldLabels,
  experience: defaultExperienceFieldLabels,
  resumeNotAttached: {
    title: 'Resume not attached',
    text: "The candidate's resume could not be attached to this document because the file could not be read as a PDF. Open it from the candidate's profile instead.",
  },
  // MM/DD/YYYY, as the app writes English dates (spec part 1 §9).
  formatDate: formatDateEnglish,
};

const polish: FormLabels = {
  applicationForm: 'Formularz aplikacyjny',
  position: 'Stanowisko',
  recruitment: 'Rekrutacja',
  applicationDate: 'Data aplikacji',
  personalData: 'Dane osobowe',
  prefix: 'Zwrot grzecznościowy',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  prefixes: {
    Mr: 'Pan',
    Mrs: 'Pani',
    Ms: 'Pani (Ms.)',
    Miss: 'Panna',
    PreferNotToSay: 'Wolę nie podawać',
  },
  leftEmpty: 'pozostawiono puste',
  formPageOf: (page, count) => `Strona formularza ${page} z ${count}`,
  footer: (candidateName, page, count) =>
    `${candidateName} – formularz aplikacyjny – strona ${page} z ${count}`,
  entryName: (question, position) => `${question} ${position}`,
  education: {
    school: 'Szkoła',
    degree: 'Stopień',
    fieldOfStudy: 'Kierunek',
    startDate: 'Data rozpoczęcia',
    endDate: 'Data zakończenia',
    currentlyStudyingHere: 'Obecnie tu studiuję',
    description: 'Opis',
  },
  experience: {
    title: 'Stanowisko',
    company: 'Firma',
    locationDescription: 'Lokalizacja',
    startDate: 'Data rozpoczęcia',
    endDate: 'Data zakończenia',
    currentlyWorkingInThisRole: 'Obecnie pracuję na tym stanowisku',
    description: 'Opis',
  },
  resumeNotAttached: {
    title: 'Nie dołączono CV',
    text: 'Nie udało się dołączyć CV kandydata do tego dokumentu, ponieważ pliku nie można odczytać jako PDF. Otwórz je w profilu kandydata.',
  },
  // DD.MM.YYYY, the format of every language but English (spec part 1 §9).
  formatDate: formatDateDotted,
};

const labelsByLanguage: Readonly<Record<LanguageId, FormLabels>> = {
  [LANGUAGE.english]: english,
  [LANGUAGE.polish]: polish,
};

export function formLabels(language: LanguageId): FormLabels {
  return labelsByLanguage[language];
}
