// Questionnaires and answers for the stories of the ApplicationForm and the FilledQuestionnaire:
// plain objects as the API sends them.
import type {
  Answer,
  EducationFieldLabels,
  ExperienceEntry,
  ExperienceFieldLabels,
  FilledQuestionnaireAnswers,
  QuestionnaireElement,
  QuestionnaireElementType,
  QuestionnaireStructure,
} from '@ats/domain';

/** A fixed UUID per number, so that stories render the same ids every time. */
export const storyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Placement = Pick<QuestionnaireElement, 'pageNumber' | 'sectionNumber'>;
/** An element as written in a story: no id or order, page and section 1 unless given. */
export type StoryElement = QuestionnaireElement extends infer Element
  ? Element extends QuestionnaireElement
    ? Omit<Element, 'id' | 'order' | 'pageNumber' | 'sectionNumber'> & Partial<Placement>
    : never
  : never;

/** Numbers the elements (ids and order from 1) as the API would; page and section 1 unless given. */
export function structureOf(elements: readonly StoryElement[]): QuestionnaireStructure {
  return {
    elements: elements.map(
      (element, index) =>
        ({
          pageNumber: 1,
          sectionNumber: 1,
          ...element,
          id: storyId(index + 1),
          order: index + 1,
        }) as QuestionnaireElement,
    ),
  };
}

/** Page and section of a story element. */
export const at = (pageNumber: number, sectionNumber: number): Placement => ({
  pageNumber,
  sectionNumber,
});

/** Every element type on three pages, the first with two sections. Ids are storyId(1..15) in this order. */
export const everyElementType: QuestionnaireStructure = structureOf([
  { $type: 'Header', text: 'Your application', ...at(1, 1) },
  {
    $type: 'TextParagraph',
    text: 'Thank you for your interest.\nThe form takes about ten minutes.',
    ...at(1, 1),
  },
  { $type: 'Resume', question: 'Resume', isRequired: true, ...at(1, 1) },
  { $type: 'Photo', question: 'Photo', isRequired: false, ...at(1, 1) },
  { $type: 'Address', question: 'Home address', isRequired: true, ...at(1, 1) },
  { $type: 'CoverLetter', question: 'Cover letter', isRequired: false, ...at(1, 2) },
  { $type: 'Attachment', question: 'Portfolio or certificates', isRequired: false, ...at(1, 2) },
  { $type: 'Summary', question: 'Summary', isRequired: false, ...at(2, 1) },
  { $type: 'Experience', question: 'Experience', isRequired: true, ...at(2, 1) },
  { $type: 'Education', question: 'Education', isRequired: false, ...at(2, 1) },
  {
    $type: 'SingleChoice',
    question: 'When could you start?',
    isRequired: true,
    options: { '1': 'Immediately', '2': 'Within a month', '3': 'In three months or later' },
    ...at(3, 1),
  },
  {
    $type: 'MultipleChoice',
    question: 'Which of these have you used?',
    isRequired: false,
    options: { '1': 'TypeScript', '2': 'React', '3': 'PostgreSQL' },
    ...at(3, 1),
  },
  { $type: 'SingleLineText', question: 'Expected salary', isRequired: true, ...at(3, 1) },
  {
    $type: 'MultiLineText',
    question: 'Why would you like to join us?',
    isRequired: false,
    ...at(3, 1),
  },
]);

const currentRole: ExperienceEntry = {
  title: 'Senior front-end engineer',
  company: 'Acme',
  locationDescription: 'Warsaw',
  startDate: '2021-03-01',
  endDate: null,
  currentlyWorkingInThisRole: true,
  description: 'Design system and accessibility.',
};

/** Answers to `everyElementType` as the profile receives them; the photo and education are empty. */
export const everyElementTypeAnswers: FilledQuestionnaireAnswers = {
  additionalQuestionnaireAnswers: [
    {
      $type: 'Resume',
      questionId: storyId(3),
      fileIdentifier: storyId(101),
      fileName: 'anna-kowalska-cv.pdf',
    },
    { $type: 'Address', questionId: storyId(5), value: 'ul. Długa 5, 00-001 Warszawa' },
    {
      $type: 'CoverLetter',
      questionId: storyId(6),
      fileIdentifier: storyId(102),
      fileName: 'cover-letter.pdf',
    },
    {
      $type: 'Attachment',
      questionId: storyId(7),
      fileIdentifier: storyId(103),
      fileName: 'certificates.zip',
    },
    {
      $type: 'Summary',
      questionId: storyId(8),
      value: 'Front-end engineer with six years of React.\nI enjoy design systems.',
    },
    {
      $type: 'Experience',
      questionId: storyId(9),
      value: [
        currentRole,
        {
          title: 'Front-end engineer',
          company: 'Globex',
          locationDescription: null,
          startDate: '2018-01-15',
          endDate: '2021-02-28',
          currentlyWorkingInThisRole: false,
          description: null,
        },
      ],
    },
    { $type: 'Education', questionId: storyId(10), value: [] },
    { $type: 'SingleChoice', questionId: storyId(11), chosenOption: '2' },
    { $type: 'MultipleChoice', questionId: storyId(12), chosenOptions: ['1', '2'] },
    { $type: 'SingleLineText', questionId: storyId(13), value: '18 000 PLN' },
    { $type: 'MultiLineText', questionId: storyId(14), value: '' },
  ],
};

/** The question types, with the answer each filled-view story shows. Ids: storyId(1) for the element. */
export const sampleAnswers: Record<
  Exclude<QuestionnaireElementType, 'Header' | 'TextParagraph'>,
  Answer
> = {
  Address: { $type: 'Address', questionId: storyId(1), value: 'ul. Długa 5, 00-001 Warszawa' },
  Attachment: {
    $type: 'Attachment',
    questionId: storyId(1),
    fileIdentifier: storyId(101),
    fileName: 'portfolio.pdf',
  },
  CoverLetter: {
    $type: 'CoverLetter',
    questionId: storyId(1),
    fileIdentifier: storyId(101),
    fileName: 'cover-letter.pdf',
  },
  Education: {
    $type: 'Education',
    questionId: storyId(1),
    value: [
      {
        school: 'Warsaw University of Technology',
        degree: 'Master of Science',
        fieldOfStudy: 'Computer science',
        startDate: '2012-10-01',
        endDate: '2017-06-30',
        currentlyStudyingHere: false,
        description: null,
      },
    ],
  },
  Experience: {
    $type: 'Experience',
    questionId: storyId(1),
    value: [{ ...currentRole, description: null }],
  },
  MultiLineText: {
    $type: 'MultiLineText',
    questionId: storyId(1),
    value: 'I like your product.\nI use it every day.',
  },
  MultipleChoice: { $type: 'MultipleChoice', questionId: storyId(1), chosenOptions: ['1', '3'] },
  Photo: {
    $type: 'Photo',
    questionId: storyId(1),
    fileIdentifier: storyId(101),
    fileName: 'photo.jpg',
  },
  Resume: {
    $type: 'Resume',
    questionId: storyId(1),
    fileIdentifier: storyId(101),
    fileName: 'cv.pdf',
  },
  SingleChoice: { $type: 'SingleChoice', questionId: storyId(1), chosenOption: '2' },
  SingleLineText: { $type: 'SingleLineText', questionId: storyId(1), value: '18 000 PLN' },
  Summary: { $type: 'Summary', questionId: storyId(1), value: 'Front-end engineer.' },
};

/** Options of the choice questions in the per-type stories. */
export const sampleOptions = { '1': 'TypeScript', '2': 'React', '3': 'PostgreSQL' };

/** A questionnaire whose texts are long: questions, options, a paragraph and a word without spaces that must wrap. */
export const longTexts: QuestionnaireStructure = structureOf([
  {
    $type: 'Header',
    text: 'Application for the position of Senior Full-Stack Software Engineer in the Platform Reliability and Developer Experience Team',
  },
  {
    $type: 'TextParagraph',
    text: 'Please read carefully. '.repeat(30).trim(),
  },
  {
    $type: 'SingleLineText',
    question:
      'Describe in one sentence the most complex distributed system you have designed, built, operated and eventually retired',
    isRequired: true,
  },
  {
    $type: 'SingleChoice',
    question: 'Which of the following statements best describes your preferred way of working?',
    isRequired: false,
    options: {
      '1': 'I prefer working in a fully remote team spread across many time zones with asynchronous communication',
      '2': 'I prefer a hybrid arrangement with two or three days in the office every week',
    },
  },
  { $type: 'Resume', question: 'Resume', isRequired: false },
  {
    $type: 'SingleLineText',
    question: 'Najdłuższewyrazybezspacjipowinnysięzawijaćzamiastwychodzićpozaramkęformularza',
    isRequired: false,
  },
]);

/** Answers to `longTexts`. */
export const longTextAnswers: FilledQuestionnaireAnswers = {
  additionalQuestionnaireAnswers: [
    {
      $type: 'SingleLineText',
      questionId: storyId(3),
      value:
        'A globally replicated event-sourcing platform processing two billion messages a day across eleven regions with strict ordering guarantees per tenant',
    },
    { $type: 'SingleChoice', questionId: storyId(4), chosenOption: '1' },
    {
      $type: 'Resume',
      questionId: storyId(5),
      fileIdentifier: storyId(101),
      fileName:
        'curriculum-vitae-anna-maria-kowalska-wisniewska-senior-full-stack-software-engineer-2024-final-version.pdf',
    },
  ],
};

/** Field names of entries in Polish, as an app passes them from its catalogue. */
export const polishEducationFieldLabels: EducationFieldLabels = {
  school: 'Szkoła',
  degree: 'Stopień',
  fieldOfStudy: 'Kierunek studiów',
  startDate: 'Data rozpoczęcia',
  endDate: 'Data zakończenia',
  currentlyStudyingHere: 'Obecnie tu studiuję',
  description: 'Opis',
};

export const polishExperienceFieldLabels: ExperienceFieldLabels = {
  title: 'Stanowisko',
  company: 'Firma',
  locationDescription: 'Lokalizacja',
  startDate: 'Data rozpoczęcia',
  endDate: 'Data zakończenia',
  currentlyWorkingInThisRole: 'Obecnie pracuję na tym stanowisku',
  description: 'Opis',
};
