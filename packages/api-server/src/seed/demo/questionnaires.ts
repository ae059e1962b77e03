import type { Schema } from '@ats/api-sdk';
import { QuestionnaireStatus } from '@ats/api-sdk';
import { addDays, addMinutes, type DemoRandom } from './random.ts';

/** One element as stored in `structure.elements` (the contract's QuestionnaireElement). */
export type QuestionnaireElement = Schema<'QuestionnaireElement'>;
/** Every element type the contract knows (breaks become pageNumber and sectionNumber). */
export type ElementType = QuestionnaireElement['$type'];

/** What a free-text answer should talk about. */
export type TextTopic =
  | 'salary'
  | 'github'
  | 'linkedin'
  | 'motivation'
  | 'project'
  | 'designProcess'
  | 'availabilityHours'
  | 'aboutYou';

interface ElementTemplate {
  /** Stable within a template, so that versions of one questionnaire share element ids. */
  key: string;
  type: ElementType;
  page: number;
  section: number;
  /** The question, or the text of a Header or TextParagraph. */
  label: string;
  isRequired?: boolean;
  options?: readonly string[];
  topic?: TextTopic;
}

export interface DemoStructure {
  elements: QuestionnaireElement[];
  /** Topic of each free-text element by element id (not stored; used to write answers). */
  topics: Map<string, TextTopic>;
}

interface QuestionnaireTemplate {
  key: 'engineering' | 'quick' | 'polish' | 'internship' | 'design' | 'warehouse' | 'old';
  name: string;
  status: number;
  elements: readonly ElementTemplate[];
  /** Keys of elements missing from version 1 (the questionnaire was edited once since). */
  addedInVersion2?: readonly string[];
}

const e = (
  key: string,
  type: ElementType,
  page: number,
  section: number,
  label: string,
  extra: Partial<Pick<ElementTemplate, 'isRequired' | 'options' | 'topic'>> = {},
): ElementTemplate => ({ key, type, page, section, label, ...extra });

export const QUESTIONNAIRE_TEMPLATES: readonly QuestionnaireTemplate[] = [
  {
    key: 'engineering',
    name: 'Software engineering application',
    status: QuestionnaireStatus.Active,
    addedInVersion2: ['attachment', 'github'],
    elements: [
      e('header1', 'Header', 1, 1, 'Your application'),
      e(
        'intro',
        'TextParagraph',
        1,
        1,
        'Thank you for your interest in joining us. The form takes about ten minutes; required fields are marked with an asterisk.',
      ),
      e('resume', 'Resume', 1, 1, 'Resume (PDF)', { isRequired: true }),
      e('photo', 'Photo', 1, 1, 'Photo', { isRequired: false }),
      e('address', 'Address', 1, 1, 'Home address', { isRequired: true }),
      e('header2', 'Header', 1, 2, 'Documents'),
      e('coverLetter', 'CoverLetter', 1, 2, 'Cover letter', { isRequired: false }),
      e('attachment', 'Attachment', 1, 2, 'Portfolio, certificates or other documents', {
        isRequired: false,
      }),
      e('header3', 'Header', 2, 1, 'Your background'),
      e('summary', 'Summary', 2, 1, 'Professional summary', { isRequired: true }),
      e('experience', 'Experience', 2, 1, 'Work experience', { isRequired: true }),
      e('education', 'Education', 2, 1, 'Education', { isRequired: false }),
      e('header4', 'Header', 3, 1, 'A few more questions'),
      e('start', 'SingleChoice', 3, 1, 'When could you start?', {
        isRequired: true,
        options: ['Immediately', 'Within one month', 'Within three months', 'Later'],
      }),
      e('technologies', 'MultipleChoice', 3, 1, 'Which of these have you used in production?', {
        isRequired: true,
        options: ['TypeScript', 'Java', 'Python', 'Go', 'PostgreSQL', 'Kubernetes'],
      }),
      e('salary', 'SingleLineText', 3, 1, 'Expected monthly salary (gross)', {
        isRequired: true,
        topic: 'salary',
      }),
      e('github', 'SingleLineText', 3, 1, 'Link to your GitHub profile or portfolio', {
        isRequired: false,
        topic: 'github',
      }),
      e('motivation', 'MultiLineText', 3, 1, 'Why would you like to join our team?', {
        isRequired: false,
        topic: 'motivation',
      }),
      e(
        'privacy',
        'TextParagraph',
        3,
        2,
        'We process your personal data only for this recruitment, unless you agree below.',
      ),
      e(
        'futureConsent',
        'SingleChoice',
        3,
        2,
        'May we keep your application for future recruitments?',
        {
          isRequired: true,
          options: ['Yes', 'No'],
        },
      ),
    ],
  },
  {
    key: 'quick',
    name: 'Quick application',
    status: QuestionnaireStatus.Active,
    elements: [
      e('resume', 'Resume', 1, 1, 'Resume', { isRequired: true }),
      e('linkedin', 'SingleLineText', 1, 1, 'LinkedIn profile', {
        isRequired: false,
        topic: 'linkedin',
      }),
      e('mode', 'SingleChoice', 1, 1, 'Preferred way of working', {
        isRequired: true,
        options: ['In the office', 'Hybrid', 'Remote'],
      }),
    ],
  },
  {
    key: 'polish',
    name: 'Formularz zgłoszeniowy',
    status: QuestionnaireStatus.Active,
    elements: [
      e('header1', 'Header', 1, 1, 'Dane kandydata'),
      e('resume', 'Resume', 1, 1, 'CV', { isRequired: true }),
      e('photo', 'Photo', 1, 1, 'Zdjęcie', { isRequired: false }),
      e('address', 'Address', 1, 1, 'Adres zamieszkania', { isRequired: true }),
      e('header2', 'Header', 2, 1, 'Doświadczenie i oczekiwania'),
      e('experience', 'Experience', 2, 1, 'Doświadczenie zawodowe', { isRequired: true }),
      e('licence', 'SingleChoice', 2, 1, 'Czy masz prawo jazdy kat. B?', {
        isRequired: true,
        options: ['Tak', 'Nie'],
      }),
      e('languages', 'MultipleChoice', 2, 1, 'Znajomość języków obcych', {
        isRequired: false,
        options: ['angielski', 'niemiecki', 'francuski', 'hiszpański', 'ukraiński'],
      }),
      e('salary', 'SingleLineText', 2, 2, 'Oczekiwania finansowe (brutto miesięcznie)', {
        isRequired: true,
        topic: 'salary',
      }),
      e('motivation', 'MultiLineText', 2, 2, 'Dlaczego chcesz u nas pracować?', {
        isRequired: false,
        topic: 'motivation',
      }),
    ],
  },
  {
    key: 'internship',
    name: 'Internship programme',
    status: QuestionnaireStatus.Active,
    elements: [
      e('intro', 'TextParagraph', 1, 1, 'Our paid summer internship lasts three months.'),
      e('resume', 'Resume', 1, 1, 'Resume', { isRequired: true }),
      e('education', 'Education', 1, 1, 'Education', { isRequired: true }),
      e('summary', 'Summary', 1, 1, 'About you', { isRequired: false }),
      e('areas', 'MultipleChoice', 2, 1, 'Which areas interest you?', {
        isRequired: true,
        options: ['Backend', 'Frontend', 'Data', 'Design', 'Quality assurance'],
      }),
      e('project', 'MultiLineText', 2, 1, 'Tell us about a project you are proud of', {
        isRequired: true,
        topic: 'project',
      }),
      e('transcript', 'Attachment', 2, 1, 'Transcript of records', { isRequired: false }),
      e('coverLetter', 'CoverLetter', 2, 1, 'Cover letter', { isRequired: false }),
    ],
  },
  {
    key: 'design',
    name: 'Design team application',
    status: QuestionnaireStatus.Draft,
    elements: [
      e('header1', 'Header', 1, 1, 'Show us your work'),
      e('resume', 'Resume', 1, 1, 'Resume', { isRequired: true }),
      e('portfolio', 'Attachment', 1, 1, 'Portfolio (PDF)', { isRequired: true }),
      e('summary', 'Summary', 1, 1, 'Summary', { isRequired: false }),
      e('process', 'MultiLineText', 1, 2, 'Describe your design process', {
        isRequired: true,
        topic: 'designProcess',
      }),
      e('seniority', 'SingleChoice', 1, 2, 'Your level', {
        isRequired: true,
        options: ['Junior', 'Mid', 'Senior'],
      }),
    ],
  },
  {
    key: 'warehouse',
    name: 'Warehouse staff – short form',
    status: QuestionnaireStatus.Draft,
    elements: [
      e('resume', 'Resume', 1, 1, 'Resume', { isRequired: true }),
      e('nights', 'SingleChoice', 1, 1, 'Are you available for night shifts?', {
        isRequired: true,
        options: ['Yes', 'No', 'Occasionally'],
      }),
      e('hours', 'SingleLineText', 1, 1, 'When can we call you?', {
        isRequired: false,
        topic: 'availabilityHours',
      }),
    ],
  },
  {
    key: 'old',
    name: 'General application 2024',
    status: QuestionnaireStatus.Deleted,
    elements: [
      e('resume', 'Resume', 1, 1, 'Resume', { isRequired: true }),
      e('about', 'MultiLineText', 1, 1, 'Tell us about yourself', {
        isRequired: false,
        topic: 'aboutYou',
      }),
    ],
  },
];

export type QuestionnaireKey = QuestionnaireTemplate['key'];

export interface DemoQuestionnaire {
  id: string;
  key: QuestionnaireKey;
  name: string;
  status: number;
  /** Index 0 is version 1; the last one is the current structure. */
  versions: DemoStructure[];
  createdBy: string;
  createdAt: Date;
  lastEdited: Date;
  /** When each version was saved (index 0 is version 1). */
  versionCreatedAt: Date[];
}

/** The structure of a template at a version, with element ids from `ids`. */
function buildStructure(
  template: QuestionnaireTemplate,
  ids: ReadonlyMap<string, string>,
  version: number,
): DemoStructure {
  const excluded = new Set(version === 1 ? (template.addedInVersion2 ?? []) : []);
  const topics = new Map<string, TextTopic>();
  const elements = template.elements
    .filter((element) => !excluded.has(element.key))
    .map((element, index): QuestionnaireElement => {
      const id = ids.get(element.key) ?? '';
      const place = {
        id,
        order: index + 1,
        pageNumber: element.page,
        sectionNumber: element.section,
      };
      if (element.topic) topics.set(id, element.topic);
      if (element.type === 'Header' || element.type === 'TextParagraph') {
        return { $type: element.type, ...place, text: element.label };
      }
      const question = { question: element.label, isRequired: element.isRequired ?? false };
      if (element.type === 'SingleChoice' || element.type === 'MultipleChoice') {
        const options = Object.fromEntries(
          (element.options ?? []).map((option, optionIndex) => [String(optionIndex + 1), option]),
        );
        return { $type: element.type, ...place, ...question, options };
      }
      return { $type: element.type, ...place, ...question };
    });
  return { elements, topics };
}

/**
 * Questionnaires: every template once per `copies` (later copies get a number in their
 * name). Templates with `addedInVersion2` get two versions.
 */
export function generateQuestionnaires(
  random: DemoRandom,
  options: { copies: number; authorIds: readonly string[]; now: Date },
): DemoQuestionnaire[] {
  const result: DemoQuestionnaire[] = [];
  for (let copy = 0; copy < options.copies; copy += 1) {
    for (const template of QUESTIONNAIRE_TEMPLATES) {
      const ids = new Map(template.elements.map((element) => [element.key, random.uuid()]));
      const versionCount = template.addedInVersion2 ? 2 : 1;
      const versions = Array.from({ length: versionCount }, (_, index) =>
        buildStructure(template, ids, index + 1),
      );
      // Active ones are months old (version 2 is from before the open recruitments).
      const isDraft = template.status === QuestionnaireStatus.Draft;
      const createdAt = addMinutes(
        addDays(options.now, -(isDraft ? random.int(2, 20) : random.int(130, 200))),
        -random.int(0, 1439),
      );
      const versionCreatedAt = [createdAt];
      if (versionCount > 1)
        versionCreatedAt.push(
          addMinutes(addDays(options.now, -random.int(62, 68)), -random.int(0, 1439)),
        );
      const lastEdited =
        versionCount > 1
          ? (versionCreatedAt[1] ?? createdAt)
          : addMinutes(createdAt, random.int(5, isDraft ? 600 : 4000));
      result.push({
        id: random.uuid(),
        key: template.key,
        name: copy === 0 ? template.name : `${template.name} (${copy + 1})`,
        status: template.status,
        versions,
        createdBy: random.pick(options.authorIds),
        createdAt,
        lastEdited,
        versionCreatedAt,
      });
    }
  }
  return result;
}
