// Questionnaires for the builder's stories: plain structures as the API answers them.

import type { QuestionnaireStructure } from '@ats/domain';
import { at, type StoryElement, structureOf } from '../private/questionnaireStoryData.ts';
import type { QuestionnaireBuilderLabelsInput } from './labels.ts';

export { longTexts, storyId } from '../private/questionnaireStoryData.ts';

/**
 * Every element type, on two pages, the first with two sections: the builder's stories assert
 * on this layout (the renderers' stories use the three-page one in `private/`).
 */
export const everyElementType: QuestionnaireStructure = structureOf([
  { $type: 'Header', text: 'Your application', ...at(1, 1) },
  {
    $type: 'TextParagraph',
    text: 'Thank you for your interest. The form takes about ten minutes.',
    ...at(1, 1),
  },
  { $type: 'Resume', question: 'Resume', isRequired: true, ...at(1, 1) },
  { $type: 'Photo', question: 'Photo', isRequired: false, ...at(1, 1) },
  { $type: 'Address', question: 'Home address', isRequired: true, ...at(1, 1) },
  { $type: 'CoverLetter', question: 'Cover letter', isRequired: false, ...at(1, 2) },
  { $type: 'Attachment', question: 'Portfolio or certificates', isRequired: false, ...at(1, 2) },
  { $type: 'Summary', question: 'Summary', isRequired: false, ...at(2, 1) },
  { $type: 'Experience', question: 'Experience', isRequired: false, ...at(2, 1) },
  { $type: 'Education', question: 'Education', isRequired: false, ...at(2, 1) },
  {
    $type: 'SingleChoice',
    question: 'When could you start?',
    isRequired: true,
    options: { '1': 'Immediately', '2': 'Within one month', '3': 'Later' },
    ...at(2, 1),
  },
  {
    $type: 'MultipleChoice',
    question: 'Which of these have you used?',
    isRequired: false,
    options: { '1': 'TypeScript', '2': 'PostgreSQL', '3': 'Kubernetes' },
    ...at(2, 1),
  },
  { $type: 'SingleLineText', question: 'Expected salary', isRequired: true, ...at(2, 1) },
  {
    $type: 'MultiLineText',
    question: 'Why would you like to join us?',
    isRequired: false,
    ...at(2, 1),
  },
]);

/** A question, a break and a choice: small enough for one screenshot. */
export const galleryElements: QuestionnaireStructure = structureOf([
  { $type: 'Resume', question: 'Resume', isRequired: true, ...at(1, 1) },
  {
    $type: 'SingleChoice',
    question: 'When could you start?',
    isRequired: true,
    options: { '1': 'Immediately', '2': 'Later' },
    ...at(2, 1),
  },
]);

const filler: readonly StoryElement[] = [
  { $type: 'SingleLineText', question: 'Question', isRequired: false, ...at(1, 1) },
  { $type: 'MultiLineText', question: 'Question', isRequired: true, ...at(1, 1) },
  {
    $type: 'SingleChoice',
    question: 'Question',
    isRequired: false,
    options: { '1': 'Yes', '2': 'No' },
    ...at(1, 1),
  },
  { $type: 'Header', text: 'Header', ...at(1, 1) },
];

/** `count` elements on pages of 20 with sections of 5, the first a Resume. */
export function manyElements(count: number): QuestionnaireStructure {
  return structureOf(
    Array.from({ length: count }, (_, index): StoryElement => {
      const placement = at(Math.floor(index / 20) + 1, Math.floor((index % 20) / 5) + 1);
      if (index === 0)
        return { $type: 'Resume', question: 'Resume', isRequired: true, ...placement };
      const template = filler[index % filler.length] as StoryElement;
      return 'text' in template
        ? { ...template, text: `${template.text} ${index + 1}`, ...placement }
        : { ...template, question: `${template.question} ${index + 1}`, ...placement };
    }),
  );
}

/** The builder's texts in Polish, as an app passes them from its catalogue. */
export const polishLabels: QuestionnaireBuilderLabelsInput = {
  elementTypes: {
    Address: 'Adres',
    Attachment: 'Załącznik',
    CoverLetter: 'List motywacyjny',
    Education: 'Wykształcenie',
    Experience: 'Doświadczenie',
    Header: 'Nagłówek',
    MultiLineText: 'Tekst wielowierszowy',
    MultipleChoice: 'Wielokrotny wybór',
    PageBreak: 'Podział strony',
    Photo: 'Zdjęcie',
    Resume: 'CV',
    SectionBreak: 'Podział sekcji',
    SingleChoice: 'Jednokrotny wybór',
    SingleLineText: 'Tekst jednowierszowy',
    Summary: 'Podsumowanie',
    TextParagraph: 'Akapit tekstu',
  },
  defaultName: 'Nowy kwestionariusz',
  personalInfo: 'Dane osobowe',
  candidateProfile: 'Profil kandydata',
  elementAdded: (elementType) => `Dodano: ${elementType}.`,
  elementRemoved: (elementType) => `Usunięto: ${elementType}.`,
  questionnaireName: 'Nazwa kwestionariusza',
  editName: 'Zmień nazwę',
  headerPreview: 'Dane kandydata',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  prefix: 'Zwrot grzecznościowy',
  prefixPlaceholder: 'Wybierz',
  prefixes: {
    mr: 'Pan',
    mrs: 'Pani',
    ms: 'Pani',
    miss: 'Panna',
    preferNotToSay: 'Wolę nie podawać',
  },
  phone: 'Telefon',
  email: 'E-mail',
  elements: 'Elementy kwestionariusza',
  addElementAtStart: 'Dodaj element na początku',
  addElementAfter: (element) => `Dodaj element po: ${element}`,
  editElement: (element) => `Edytuj: ${element}`,
  duplicateElement: (element) => `Powiel: ${element}`,
  deleteElement: (element) => `Usuń: ${element}`,
  requiredMark: 'Wymagane',
  question: 'Pytanie',
  text: 'Tekst',
  type: 'Typ',
  options: 'Opcje',
  optionsDescription: 'Jedna opcja w wierszu.',
  required: 'Wymagane',
  elementEditor: (element) => `Edycja elementu: ${element}`,
  fieldRequired: 'To pole jest wymagane',
  cancel: 'Anuluj',
  save: 'Zapisz',
  cancelQuestionnaire: 'Anuluj',
  saveAsDraft: 'Zapisz jako szkic',
  saveAndActivate: 'Zapisz i aktywuj',
  saveActive: 'Zapisz',
  moveUp: (element) => `Przesuń w górę: ${element}`,
  moveDown: (element) => `Przesuń w dół: ${element}`,
  dragHandle: (element) => `Przeciągnij, aby zmienić kolejność: ${element}`,
  moved: (element, position, count) => `${element}: pozycja ${position} z ${count}`,
};
