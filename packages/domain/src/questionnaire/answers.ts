// The answers of a filled questionnaire and the data of a job application, mirroring the API
// contract's schemas (Answer, AnswerInput, EducationEntry, ExperienceEntry, PersonalData,
// JobApplicationData, FilledQuestionnaireAnswers) field for field: an app passes the API's
// objects in and sends these objects out unchanged.

/** A text-like answer (Address, SingleLineText, MultiLineText, Summary). */
interface TextAnswerOf<Type extends string> {
  $type: Type;
  questionId: string;
  value: string;
}

/** A file answer (Resume, Photo, CoverLetter, Attachment): the stored file and its name. */
interface FileAnswerOf<Type extends string> {
  $type: Type;
  questionId: string;
  fileIdentifier: string;
  fileName: string;
}

export type AddressAnswer = TextAnswerOf<'Address'>;
export type SingleLineTextAnswer = TextAnswerOf<'SingleLineText'>;
export type MultiLineTextAnswer = TextAnswerOf<'MultiLineText'>;
export type SummaryAnswer = TextAnswerOf<'Summary'>;

export type AttachmentAnswer = FileAnswerOf<'Attachment'>;
export type CoverLetterAnswer = FileAnswerOf<'CoverLetter'>;
export type PhotoAnswer = FileAnswerOf<'Photo'>;
export type ResumeAnswer = FileAnswerOf<'Resume'>;

export interface SingleChoiceAnswer {
  $type: 'SingleChoice';
  questionId: string;
  /** Key of the chosen option ("1", "2", ...); null when none. */
  chosenOption: string | null;
}

export interface MultipleChoiceAnswer {
  $type: 'MultipleChoice';
  questionId: string;
  /** Keys of the chosen options. */
  chosenOptions: string[];
}

/** One school of an Education answer; dates are `YYYY-MM-DD`. */
export interface EducationEntry {
  school: string;
  degree: string | null;
  fieldOfStudy: string | null;
  startDate: string | null;
  /** Null while currently studying here. */
  endDate: string | null;
  currentlyStudyingHere: boolean;
  description: string | null;
}

/** One role of an Experience answer; dates are `YYYY-MM-DD`. */
export interface ExperienceEntry {
  title: string;
  company: string;
  locationDescription: string | null;
  startDate: string | null;
  /** Null while currently working in this role. */
  endDate: string | null;
  currentlyWorkingInThisRole: boolean;
  description: string | null;
}

export interface EducationAnswer {
  $type: 'Education';
  questionId: string;
  value: EducationEntry[];
}

export interface ExperienceAnswer {
  $type: 'Experience';
  questionId: string;
  value: ExperienceEntry[];
}

/** An answer to a question that takes a file. */
export type FileAnswer = AttachmentAnswer | CoverLetterAnswer | PhotoAnswer | ResumeAnswer;

/** An answer sent with an application; files travel as their own parts (see ApplicationSubmission). */
export type AnswerInput =
  | AddressAnswer
  | EducationAnswer
  | ExperienceAnswer
  | MultiLineTextAnswer
  | MultipleChoiceAnswer
  | SingleChoiceAnswer
  | SingleLineTextAnswer
  | SummaryAnswer;

/** A filled answer, by the $type of the question it answers. */
export type Answer = AnswerInput | FileAnswer;

/** The answers of one job application, as the candidate profile receives them. */
export interface FilledQuestionnaireAnswers {
  additionalQuestionnaireAnswers: Answer[];
}

/** How the candidate wants to be addressed; null when not chosen. */
export type PersonalDataPrefix = 'Mr' | 'Mrs' | 'Ms' | 'Miss' | 'PreferNotToSay';

/** The personal data every application starts with. */
export interface PersonalData {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  prefix: PersonalDataPrefix | null;
}

/** The JSON part of an application; `referer` (where the candidate came from) is the app's to add. */
export interface JobApplicationData {
  personalData: PersonalData;
  /** The candidate agreed to the privacy notice shown beside the form; an application cannot go without it. */
  consent: true;
  /** The consent version the form showed (the app adds it: the form knows only its texts). */
  consentVersionId: string;
  /** The candidate also agreed to be kept for future openings. */
  futureOpeningsConsent: boolean;
  /** Answers to the non-file questions. */
  answers: AnswerInput[];
  /** Where the candidate came from (e.g. a job board); null for a direct link. */
  referer: string | null;
}
