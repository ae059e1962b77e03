// Texts and questionnaires for the ApplicationForm's stories.

import { formatDateDotted, formatFileSize } from '@ats/domain';
import {
  polishEducationFieldLabels,
  polishExperienceFieldLabels,
  structureOf,
} from '../private/questionnaireStoryData.ts';
import type { ApplicationFormLabelsInput } from './labels.ts';

const polishFileKinds = {
  Resume: 'PDF',
  Photo: 'JPG, PNG lub WebP',
  CoverLetter: 'PDF, DOC, DOCX, ODT, RTF lub TXT',
  Attachment: 'PDF, DOC, DOCX, ODT, RTF, TXT, JPG, PNG lub WebP',
};

/** The form's texts in Polish, as an app passes them from its catalogue. */
export const polishLabels: ApplicationFormLabelsInput = {
  form: 'Formularz aplikacyjny',
  personalData: 'Dane osobowe',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  prefix: 'Zwrot grzecznościowy',
  prefixPlaceholder: 'Wybierz',
  prefixes: {
    Mr: 'Pan',
    Mrs: 'Pani',
    Ms: 'Pani (Ms.)',
    Miss: 'Panna',
    PreferNotToSay: 'Wolę nie podawać',
  },
  phone: 'Telefon',
  email: 'E-mail',
  pageOf: (page, count) => `Strona ${page} z ${count}`,
  previous: 'Wstecz',
  next: 'Dalej',
  submit: 'Aplikuj teraz',
  consent: 'Wyrażam zgodę na przetwarzanie moich danych osobowych na potrzeby tej rekrutacji.',
  privacyNotice:
    'Twoje dane są przetwarzane wyłącznie na potrzeby tej rekrutacji i przechowywane do jej zakończenia. W każdej chwili możesz poprosić o wgląd w swoje dane, ich poprawienie lub usunięcie.',
  sending: 'Wysyłanie aplikacji',
  required: 'To pole jest wymagane',
  invalid: 'Nieprawidłowa wartość',
  invalidEmail: 'Wpisz adres e-mail w postaci nazwa@example.com.',
  fileRefused: 'Ten plik nie został przyjęty. Wybierz inny plik.',
  wrongFileType: (type) =>
    ({
      Resume: `CV musi być plikiem ${polishFileKinds.Resume}.`,
      Photo: `Zdjęcie musi być obrazem ${polishFileKinds.Photo}.`,
      CoverLetter: `List motywacyjny musi być plikiem ${polishFileKinds.CoverLetter}.`,
      Attachment: `Plik musi być typu ${polishFileKinds.Attachment}.`,
    })[type],
  maximum: (max) => `Maksymalna wartość to ${max}`,
  maximumLength: (max) => `Maksymalna długość to ${max} znaków`,
  dateLaterThan: (min) => `musi być późniejsza niż ${min}`,
  dateOutOfRange: (minYear, maxYear) => `Wybierz datę z lat ${minYear}–${maxYear}`,
  fileRequirements: (type, maxSize) =>
    maxSize === null ? polishFileKinds[type] : `${polishFileKinds[type]}, do ${maxSize}`,
  noFileChosen: 'Nie wybrano pliku',
  chosenFile: (fileName, size) => `${fileName} (${size})`,
  removeFile: 'Usuń',
  removeFileOf: (question) => `Usuń plik: ${question}`,
  education: polishEducationFieldLabels,
  experience: polishExperienceFieldLabels,
  addEducation: 'Dodaj wykształcenie',
  addExperience: 'Dodaj doświadczenie',
  noEntries: 'Nic jeszcze nie dodano.',
  entryName: (question, position) => `${question} ${position}`,
  removeEntry: 'Usuń',
  removeEntryOf: (entry) => `Usuń: ${entry}`,
  removeEntryTitle: 'Usuń wpis',
  removeEntryMessage: (entry) => `Czy na pewno chcesz usunąć ${entry}?`,
  confirmRemove: 'Usuń',
  cancel: 'Anuluj',
  formatDate: formatDateDotted,
  formatFileSize: (bytes) => formatFileSize(bytes, 'pl'),
};

/** A questionnaire written in Polish, on two pages. */
export const polishQuestionnaire = structureOf([
  { $type: 'Header', text: 'Twoja aplikacja' },
  { $type: 'TextParagraph', text: 'Dziękujemy za zainteresowanie naszą ofertą.' },
  { $type: 'Resume', question: 'CV', isRequired: true },
  { $type: 'Address', question: 'Adres zamieszkania', isRequired: true },
  { $type: 'Experience', question: 'Doświadczenie', isRequired: true, pageNumber: 2 },
  { $type: 'Education', question: 'Wykształcenie', isRequired: false, pageNumber: 2 },
  {
    $type: 'SingleChoice',
    question: 'Kiedy możesz zacząć?',
    isRequired: true,
    options: { '1': 'Od zaraz', '2': 'W ciągu miesiąca' },
    pageNumber: 2,
  },
  {
    $type: 'MultipleChoice',
    question: 'Których narzędzi używałeś?',
    isRequired: false,
    options: { '1': 'TypeScript', '2': 'React' },
    pageNumber: 2,
    sectionNumber: 2,
  },
]);
