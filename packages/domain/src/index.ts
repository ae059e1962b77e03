/**
 * The spec's rules that more than one package applies, in plain TypeScript: the server, the
 * SDK, the app and the design system read them from here. Nothing in this package imports
 * another package of the workspace, or React, Fastify or Drizzle.
 */

// API tokens: their scopes and lifetimes (server, contract checks, the settings screen).
export {
  type ApiTokenLifetimeInDays,
  type ApiTokenScope,
  apiTokenLifetimesInDays,
  apiTokenScopes,
  isApiTokenScope,
  scopesAllow,
} from './access/api-tokens.ts';
// Staff roles and what each may do (server enforcement, app menus, other tools).
export {
  isStaffRole,
  roleHasPermission,
  rolePermissions,
  rolesWithPermission,
  type StaffPermission,
  type StaffRole,
  staffPermissions,
  staffRoles,
} from './access/roles.ts';
// How a candidate reached a recruitment: applying, or added by staff with a source.
export {
  type CandidateSource,
  candidateSources,
  candidateSourcesWithDetail,
  isCandidateSource,
  maxSourceDetailLength,
  sourceTakesDetail,
} from './candidates/sources.ts';
// The e-mail addresses the API takes (server validation and forms).
export { isEmailAddress } from './email/emailAddress.ts';
// Which files an application takes (types recognised by content, sizes), for server and form.
export {
  type ApplicationFileKind,
  type ApplicationFileRule,
  type ApplicationFileType,
  type ApplicationFileTypeName,
  acceptAttribute,
  applicationFilePart,
  applicationFileRules,
  applicationFileTypes,
  maxApplicationFiles,
} from './files/applicationFiles.ts';
// An application file's type by its content (magic bytes, UTF-8 text), for server and form.
export { isUtf8Text, sniffFileType, sniffHeadBytes, typeByMagic } from './files/fileContent.ts';
// The answers of a filled questionnaire and the data of a job application.
export type {
  AddressAnswer,
  Answer,
  AnswerInput,
  AttachmentAnswer,
  CoverLetterAnswer,
  EducationAnswer,
  EducationEntry,
  ExperienceAnswer,
  ExperienceEntry,
  FileAnswer,
  FilledQuestionnaireAnswers,
  JobApplicationData,
  MultiLineTextAnswer,
  MultipleChoiceAnswer,
  PersonalData,
  PersonalDataPrefix,
  PhotoAnswer,
  ResumeAnswer,
  SingleChoiceAnswer,
  SingleLineTextAnswer,
  SummaryAnswer,
} from './questionnaire/answers.ts';
// How an answer reads (screen and PDF).
export type {
  AnswerEntry,
  AnswerText,
  AnswerTextLabels,
  ChosenOption,
  EntryRow,
} from './questionnaire/answerTexts.ts';
export { answerText } from './questionnaire/answerTexts.ts';
export type { EducationFieldLabels, ExperienceFieldLabels } from './questionnaire/entryLabels.ts';
export {
  defaultEducationFieldLabels,
  defaultExperienceFieldLabels,
} from './questionnaire/entryLabels.ts';
export { formatDateDotted, formatDateEnglish, formatFileSize } from './questionnaire/formats.ts';
// The questionnaire's elements, and its pages and sections in order.
export type {
  ChoiceElement,
  ChoiceElementType,
  ChoiceOptions,
  QuestionElement,
  QuestionElementType,
  QuestionnaireElement,
  QuestionnaireElementType,
  QuestionnaireStructure,
  TextElement,
  TextElementType,
} from './questionnaire/model.ts';
export {
  isChoiceQuestionnaireElement,
  isTextQuestionnaireElement,
} from './questionnaire/model.ts';
export type { QuestionnairePage, QuestionnaireSection } from './questionnaire/pages.ts';
export { optionKeys, pageElements, questionnairePages } from './questionnaire/pages.ts';
// Where an application came from: the referer's host, as stored and counted.
export { refererHost } from './referers/refererHost.ts';
// The average score and its rounding.
export { averageScore, maxScore, roundAverageScore } from './scores/averageScore.ts';
// Rules about stage types that the server enforces and the screens follow.
export {
  editableStageTypes,
  isEditableStageType,
  type StageTypeValue,
  stageTypeGroupOrder,
} from './stages/stageTypes.ts';
