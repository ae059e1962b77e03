import type { Answer, QuestionnaireElement, Schema } from '@ats/api-sdk';
import { type ApplicationFileKind, maxApplicationFiles, refererHost } from '@ats/domain';
import { badRequest } from '../../errors.ts';

/**
 * The rules an application must follow beyond the contract's schema, against the
 * questionnaire version the candidate filled (issue 11): pure functions, so the HTTP route
 * and the demo loader apply exactly the same checks.
 */

export type JobApplicationData = Schema<'JobApplicationData'>;
type AnswerInput = Schema<'AnswerInput'>;
type Structure = Schema<'QuestionnaireStructure'>;

/** A file of the application as the rules see it (stored already, or about to be). */
export interface ApplicationFileSlot {
  kind: ApplicationFileKind;
  /** The Attachment element the file answers; null for resume, photo and cover letter. */
  questionId: string | null;
}

export interface AnsweringFile extends ApplicationFileSlot {
  fileId: string;
  originalName: string;
}

const fileKinds: ReadonlySet<string> = new Set<ApplicationFileKind>([
  'Resume',
  'Photo',
  'CoverLetter',
  'Attachment',
]);

type QuestionElement = Extract<QuestionnaireElement, { isRequired: boolean }>;

function isQuestion(element: QuestionnaireElement): element is QuestionElement {
  return 'isRequired' in element;
}

function isFileKind(type: string): type is ApplicationFileKind {
  return fileKinds.has(type);
}

/**
 * Why one more file cannot join `received` (the files already taken), or null when it may:
 * the questionnaire must ask for it, each part comes once, and at most `maxApplicationFiles`.
 */
export function fileSlotProblem(
  structure: Structure,
  received: readonly ApplicationFileSlot[],
  next: ApplicationFileSlot,
): string | null {
  if (received.length >= maxApplicationFiles) {
    return `more than ${maxApplicationFiles} files`;
  }
  if (next.kind === 'Attachment' ? next.questionId === null : next.questionId !== null) {
    return `a ${next.kind} file with question id ${next.questionId}`;
  }
  const asked = structure.elements.some((element) =>
    next.kind === 'Attachment'
      ? element.$type === 'Attachment' && element.id === next.questionId
      : element.$type === next.kind,
  );
  if (!asked) return `the questionnaire has no ${next.kind} element ${next.questionId ?? ''}`;
  const repeated = received.some(
    (file) => file.kind === next.kind && file.questionId === next.questionId,
  );
  return repeated ? `a second ${next.kind} file ${next.questionId ?? ''}` : null;
}

/** Why an answer does not answer its (required) question; null when it does. */
function answerProblem(element: QuestionElement, answer: AnswerInput | undefined): string | null {
  const question = `question ${element.id} (${element.$type})`;
  if (answer === undefined) return element.isRequired ? `${question} is required` : null;
  if (answer.$type !== element.$type) return `${question} answered as ${answer.$type}`;
  const options = 'options' in element ? element.options : {};
  const isOption = (key: string) => Object.hasOwn(options, key);
  switch (answer.$type) {
    case 'SingleChoice':
      if (answer.chosenOption !== null && !isOption(answer.chosenOption)) {
        return `${question}: unknown option ${answer.chosenOption}`;
      }
      return element.isRequired && answer.chosenOption === null ? `${question} is required` : null;
    case 'MultipleChoice': {
      const unknown = answer.chosenOptions.find((key) => !isOption(key));
      if (unknown !== undefined) return `${question}: unknown option ${unknown}`;
      if (new Set(answer.chosenOptions).size !== answer.chosenOptions.length) {
        return `${question}: an option chosen twice`;
      }
      return element.isRequired && answer.chosenOptions.length === 0
        ? `${question} is required`
        : null;
    }
    case 'Education':
    case 'Experience':
      return element.isRequired && answer.value.length === 0 ? `${question} is required` : null;
    default:
      return element.isRequired && answer.value.trim() === '' ? `${question} is required` : null;
  }
}

/**
 * Checks the application against the questionnaire and returns every answer to store, file
 * answers included, in the questionnaire's order. Throws the catalogue's 400 with every
 * problem found (for the log) when a rule is broken:
 * - each answer answers a non-file question of the questionnaire, with its `$type`, once;
 * - each required question is answered (non-blank text, a chosen option, at least one
 *   entry, the file part of a required file question); chosen keys exist;
 * - files only for file questions the questionnaire has, one per part, at most the maximum;
 * - first and last name are not blank.
 */
export function applicationAnswers(
  structure: Structure,
  application: JobApplicationData,
  files: readonly AnsweringFile[],
): Answer[] {
  const problems: string[] = [];
  const { firstName, lastName } = application.personalData;
  if (firstName.trim() === '' || lastName.trim() === '') problems.push('a blank name');

  const received: AnsweringFile[] = [];
  for (const file of files) {
    const problem = fileSlotProblem(structure, received, file);
    if (problem) problems.push(problem);
    received.push(file);
  }

  const questions = new Map(
    structure.elements.filter(isQuestion).map((element) => [element.id, element]),
  );
  const answersById = new Map<string, AnswerInput>();
  for (const answer of application.answers) {
    const element = questions.get(answer.questionId);
    if (!element || isFileKind(element.$type)) {
      problems.push(`answer to ${answer.questionId}, which is no non-file question`);
    } else if (answersById.has(answer.questionId)) {
      problems.push(`two answers to ${answer.questionId}`);
    } else {
      answersById.set(answer.questionId, answer);
    }
  }

  const answers: Answer[] = [];
  for (const element of [...questions.values()].sort((a, b) => a.order - b.order)) {
    if (isFileKind(element.$type)) {
      const file = files.find((candidate) =>
        element.$type === 'Attachment'
          ? candidate.kind === 'Attachment' && candidate.questionId === element.id
          : candidate.kind === element.$type,
      );
      if (file) {
        answers.push({
          $type: element.$type,
          questionId: element.id,
          fileIdentifier: file.fileId,
          fileName: file.originalName,
        });
      } else if (element.isRequired) {
        problems.push(`question ${element.id} (${element.$type}) needs its file`);
      }
      continue;
    }
    const answer = answersById.get(element.id);
    const problem = answerProblem(element, answer);
    if (problem) problems.push(problem);
    else if (answer) answers.push(answer);
  }

  if (problems.length > 0) throw badRequest(`application refused: ${problems.join('; ')}`);
  return answers;
}

/**
 * The referer as stored: only the host name it names, normalised once so that one source is
 * one count (`https://user@www.LinkedIn.com:8443/jobs?q=...` gives "linkedin.com"), or null
 * (a direct link). Never the path, query, port or credentials: they may hold anything (a
 * search, a name, a token). The rule is the domain's `refererHost` (docs/decisions/privacy.md,
 * issue 24; `www.` and ports, issue 26).
 */
export function storedReferer(referer: string | null): string | null {
  return refererHost(referer);
}

/**
 * What file names may not carry: control characters, the line and paragraph separators
 * (U+2028, U+2029: a line break to some readers) and bidirectional overrides.
 */
const unsafeCharacters = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A file name as shown to staff: the part after the last path separator, without control,
 * line-separator or bidirectional-override characters, trimmed, at most 255 characters (never used as a
 * path). `fallback` when nothing is left.
 */
export function displayFileName(fileName: string, fallback: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(unsafeCharacters, '').trim();
  const limited = Array.from(cleaned).slice(0, 255).join('').trim();
  return limited === '' ? fallback : limited;
}
