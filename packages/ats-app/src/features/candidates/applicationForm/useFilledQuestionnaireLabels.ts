import type { FilledQuestionnaireLabels } from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/formatDate.ts';
import { formatMessages } from '../../../i18n/formatMessages.ts';
import { parseCalendarDate } from '../../../shared/dates/calendarDate.ts';
import {
  filledEducationMessages,
  filledExperienceMessages,
  filledFormMessages,
} from './messages.ts';

/** Every text of the design system's FilledQuestionnaire in the reader's language. */
export function useFilledQuestionnaireLabels(): FilledQuestionnaireLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      previous: intl.formatMessage(filledFormMessages.previous),
      next: intl.formatMessage(filledFormMessages.next),
      close: intl.formatMessage(filledFormMessages.close),
      noAnswer: intl.formatMessage(filledFormMessages.noAnswer),
      education: formatMessages(intl, filledEducationMessages),
      experience: formatMessages(intl, filledExperienceMessages),
      pageOf: (page, count) => intl.formatMessage(filledFormMessages.pageOf, { page, count }),
      entryName: (question, position) =>
        intl.formatMessage(filledFormMessages.entryName, { question, position }),
      formatDate: (date) => {
        const calendarDate = parseCalendarDate(date);
        return calendarDate ? formatDate(calendarDate, intl.locale) : date;
      },
    }),
    [intl],
  );
}
