import { type AnswerTextLabels, formatDateDotted, formatDateEnglish } from '@ats/domain';
import { LANGUAGE, type LanguageId } from '../db/reference-data.ts';
import {
  formatServerMessage,
  type ServerMessageId,
  type ServerMessageValues,
} from '../i18n/format-server-message.ts';

/**
 * Every text of the generated application PDFs in one language (from the message catalogues);
 * answers are written with the domain's answer texts (entry fields and names, dates).
 */
export interface FormLabels extends AnswerTextLabels {
  /** What the document is, under the candidate's name. */
  applicationForm: string;
  /** The document's title in its properties. */
  documentTitle: (candidateName: string) => string;
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

/** A `YYYY-MM-DD` date as each language writes it (spec part 1 §9). */
const dateFormats: Readonly<Record<LanguageId, (date: string) => string>> = {
  // MM/DD/YYYY, as the app writes English dates.
  [LANGUAGE.english]: formatDateEnglish,
  // DD.MM.YYYY, the format of every language but English.
  [LANGUAGE.polish]: formatDateDotted,
};

/** The PDFs' texts in `language`. */
export function formLabels(language: LanguageId): FormLabels {
  const text = (id: ServerMessageId, values?: ServerMessageValues) =>
    formatServerMessage(language, id, values);
  return {
    applicationForm: text('pdf.applicationForm'),
    documentTitle: (candidateName) => text('pdf.documentTitle', { candidateName }),
    position: text('pdf.position'),
    recruitment: text('pdf.recruitment'),
    applicationDate: text('pdf.applicationDate'),
    personalData: text('pdf.personalData'),
    prefix: text('pdf.prefix'),
    firstName: text('pdf.firstName'),
    lastName: text('pdf.lastName'),
    email: text('pdf.email'),
    phone: text('pdf.phone'),
    prefixes: {
      Mr: text('pdf.prefixes.Mr'),
      Mrs: text('pdf.prefixes.Mrs'),
      Ms: text('pdf.prefixes.Ms'),
      Miss: text('pdf.prefixes.Miss'),
      PreferNotToSay: text('pdf.prefixes.PreferNotToSay'),
    },
    leftEmpty: text('pdf.leftEmpty'),
    formPageOf: (page, count) => text('pdf.formPageOf', { page, count }),
    footer: (candidateName, page, count) => text('pdf.footer', { candidateName, page, count }),
    entryName: (question, position) => text('pdf.entryName', { question, position }),
    education: {
      school: text('pdf.education.school'),
      degree: text('pdf.education.degree'),
      fieldOfStudy: text('pdf.education.fieldOfStudy'),
      startDate: text('pdf.education.startDate'),
      endDate: text('pdf.education.endDate'),
      currentlyStudyingHere: text('pdf.education.currentlyStudyingHere'),
      description: text('pdf.education.description'),
    },
    experience: {
      title: text('pdf.experience.title'),
      company: text('pdf.experience.company'),
      locationDescription: text('pdf.experience.locationDescription'),
      startDate: text('pdf.experience.startDate'),
      endDate: text('pdf.experience.endDate'),
      currentlyWorkingInThisRole: text('pdf.experience.currentlyWorkingInThisRole'),
      description: text('pdf.experience.description'),
    },
    resumeNotAttached: {
      title: text('pdf.resumeNotAttached.title'),
      text: text('pdf.resumeNotAttached.text'),
    },
    formatDate: dateFormats[language],
  };
}
