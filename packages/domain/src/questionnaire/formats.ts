// How the application form, the filled questionnaire and its PDF write dates and file sizes.

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
