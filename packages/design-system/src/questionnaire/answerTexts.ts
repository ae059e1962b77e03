// Texts and formats that the application form and the filled questionnaire share: the names
// of the fields of education and experience entries (the contract's field names in words) and
// how dates and file sizes are written.

/** Names of the fields of an education entry. */
export interface EducationFieldLabels {
  school: string;
  degree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  currentlyStudyingHere: string;
  description: string;
}

/** Names of the fields of an experience entry. */
export interface ExperienceFieldLabels {
  title: string;
  company: string;
  locationDescription: string;
  startDate: string;
  endDate: string;
  currentlyWorkingInThisRole: string;
  description: string;
}

export const defaultEducationFieldLabels: EducationFieldLabels = {
  school: 'School',
  degree: 'Degree',
  fieldOfStudy: 'Field of study',
  startDate: 'Start date',
  endDate: 'End date',
  currentlyStudyingHere: 'Currently studying here',
  description: 'Description',
};

export const defaultExperienceFieldLabels: ExperienceFieldLabels = {
  title: 'Title',
  company: 'Company',
  locationDescription: 'Location',
  startDate: 'Start date',
  endDate: 'End date',
  currentlyWorkingInThisRole: 'Currently working in this role',
  description: 'Description',
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` date as English text, MM/DD/YYYY (spec part 1 §9); other text is kept. */
export function formatDateEnglish(date: string): string {
  const match = isoDate.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date;
}

/** A `YYYY-MM-DD` date as DD.MM.YYYY, the format of every other language (spec part 1 §9). */
export function formatDateDotted(date: string): string {
  const match = isoDate.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** A file size in bytes, KB or MB (1024-based), with a decimal separator of the given locale. */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  const digits = value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${unit}`;
}
