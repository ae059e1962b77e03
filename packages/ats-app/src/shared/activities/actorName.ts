import { ActivityType } from '@ats/api-sdk';
import type { Activity } from '@ats/api-sdk/rtk';
import type { IntlShape } from 'react-intl';
import { personMessages } from './messages.ts';

/** Who did it: the candidate who applied, else the staff member who acted (a dash if unnamed). */
export function actorName(activity: Activity, formatMessage: IntlShape['formatMessage']): string {
  if (activity.activityType === ActivityType.JobApplicationSent) {
    return formatMessage(personMessages.personName, {
      firstName: activity.recruiteeFirstName,
      lastName: activity.recruiteeLastName,
    });
  }
  const { atsUserFirstName, atsUserLastName } = activity.activityData;
  if (atsUserFirstName === undefined && atsUserLastName === undefined) {
    return formatMessage(personMessages.unknownPerson);
  }
  return formatMessage(personMessages.personName, {
    firstName: atsUserFirstName ?? '',
    lastName: atsUserLastName ?? '',
  });
}
