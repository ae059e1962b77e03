import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useFormatDate } from '../../i18n/useFormatDate.ts';

const dateAndTime = defineMessage<{ date: string; time: string }>({
  id: 'dates.dateAndTime',
  defaultMessage: '{date}, {time}',
});

/** The date and time of a moment on the user's clock, in the app's date format. */
export function useFormatDateTime(): (value: Date) => string {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return useCallback(
    (value) =>
      intl.formatMessage(dateAndTime, {
        date: formatDate(value),
        time: intl.formatTime(value, { hour: '2-digit', minute: '2-digit' }),
      }),
    [intl, formatDate],
  );
}
