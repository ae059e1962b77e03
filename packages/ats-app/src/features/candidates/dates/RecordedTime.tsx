import { useIntl } from 'react-intl';
import { timeAgo } from '../../../shared/dates/timeAgo.ts';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { recordedTimeMessages } from './messages.ts';

export interface RecordedTimeProps {
  /** The moment, as the API sends it (ISO, UTC). */
  value: string;
  /** "Now" for the relative part; the time of rendering by default. */
  now?: Date;
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
