import type { ApplicationFormLabels } from '@ats/design-system';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { formatDate } from '../i18n/formatDate.ts';
import { parseCalendarDate } from '../shared/dates/calendarDate.ts';
import {
  type ValidationMessage,
  validate,
  validationMessages,
} from '../shared/forms/validationMessages.ts';
import { fileTypeNames } from './applicationFiles.ts';
import {
  formEducationMessages,
  formExperienceMessages,
  formPrefixMessages,
  formTextMessages,
  formValueMessages,
} from './formMessages.ts';

function formatAll<Key extends string>(
  intl: IntlShape,
  messages: Record<Key, MessageDescriptor>,
): Record<Key, string> {
  const entries = Object.entries(messages) as [Key, MessageDescriptor][];
  return Object.fromEntries(
    entries.map(([key, message]) => [key, intl.formatMessage(message)]),
  ) as Record<Key, string>;
}

/** A file size in bytes, KB or MB (1024-based), in the reader's number format. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) return `${intl.formatNumber(bytes)} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${intl.formatNumber(value, { maximumFractionDigits: value < 10 ? 1 : 0 })} ${unit}`;
}

/** The form's texts the app words; the consent and the privacy notice come with the offer. */
export type AppApplicationFormLabels = Omit<ApplicationFormLabels, 'consent' | 'privacyNotice'>;

/**
 * Every text of the design system's ApplicationForm in the reader's language (its `labels`),
 * with the spec's validation messages as the app's forms word them, but the versioned
 * consent texts, which the offer brings from the server.
 */
export function useApplicationFormLabels(): AppApplicationFormLabels {
  const intl = useIntl();
  return useMemo(() => {
    const values = formValueMessages;
    const format = ({ message, values }: ValidationMessage) => intl.formatMessage(message, values);
    return {
      ...formatAll(intl, formTextMessages),
      prefixes: formatAll(intl, formPrefixMessages),
      education: formatAll(intl, formEducationMessages),
      experience: formatAll(intl, formExperienceMessages),
      pageOf: (page, count) => intl.formatMessage(values.pageOf, { page, count }),
      required: intl.formatMessage(validationMessages.required),
      invalid: intl.formatMessage(validationMessages.invalid),
      maximum: (max) => format(validate.maximum({ max })),
      maximumLength: (max) => format(validate.maximumLength({ max })),
      dateLaterThan: (min) => format({ message: validationMessages.dateTooEarly, values: { min } }),
      dateOutOfRange: (min, max) =>
        format({ message: validationMessages.dateOutOfRange, values: { min, max } }),
      fileRequirements: (type, maxSize) => {
        const types = intl.formatList(fileTypeNames(type), { type: 'disjunction' });
        return maxSize === null
          ? types
          : intl.formatMessage(values.fileRequirements, { types, maxSize });
      },
      wrongFileType: (kind) =>
        intl.formatMessage(values.wrongFileType, {
          kind,
          types: intl.formatList(fileTypeNames(kind), { type: 'disjunction' }),
        }),
      chosenFile: (fileName, size) => intl.formatMessage(values.chosenFile, { fileName, size }),
      removeFileOf: (question) => intl.formatMessage(values.removeFileOf, { question }),
      entryName: (question, position) =>
        intl.formatMessage(values.entryName, { question, position }),
      removeEntryOf: (entry) => intl.formatMessage(values.removeEntryOf, { entry }),
      removeEntryMessage: (entry) => intl.formatMessage(values.removeEntryMessage, { entry }),
      formatDate: (date) => {
        const calendarDate = parseCalendarDate(date);
        return calendarDate ? formatDate(calendarDate, intl.locale) : date;
      },
      formatFileSize: (bytes) => formatFileSize(intl, bytes),
    };
  }, [intl]);
}
