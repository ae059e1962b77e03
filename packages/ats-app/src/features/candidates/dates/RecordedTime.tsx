import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { timeAgo } from '../../../shared/dates/timeAgo.ts';
import { recordedTimeMessages } from './messages.ts';

export interface RecordedTimeProps {
  /** The moment, as the API sends it (ISO, UTC). */
  value: string;
  /** "Now" for the relative part; the time of rendering by default. */
  now?: Date;
}

/** The date and time of a moment on the user's clock, in the app's date format. */
export function useFormatDateTime(): (value: Date) => string {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return (value) =>
    intl.formatMessage(recordedTimeMessages.dateAndTime, {
      date: formatDate(value),
      time: intl.formatTime(value, { hour: '2-digit', minute: '2-digit' }),
    });
}

/** When something happened: how long ago, then the date and time ("2 hours ago (06/12/2026, 09:30 AM)"). */
export function RecordedTime({ value, now = new Date() }: RecordedTimeProps) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  const ago = timeAgo(moment, now);
  return (
    <time dateTime={value}>
      {intl.formatMessage(recordedTimeMessages.relativeAndAbsolute, {
        relative: intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' }),
        absolute: formatDateTime(moment),
      })}
    </time>
  );
}
