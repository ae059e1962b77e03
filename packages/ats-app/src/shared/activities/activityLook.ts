import { ActivityType } from '@ats/api-sdk';
import {
  CalendarIcon,
  ChevronRightIcon,
  type IconComponent,
  InboxIcon,
  InfoIcon,
  MailIcon,
  NoteIcon,
  PhoneIcon,
  PlusCircleIcon,
  StarIcon,
  UsersIcon,
} from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { activityTypeMessages } from './messages.ts';

/** How a kind of activity looks in the timeline and the recent activities: its icon and its name. */
export interface ActivityLook {
  icon: IconComponent;
  label: MessageDescriptor;
}

const looks: Record<ActivityType, ActivityLook> = {
  [ActivityType.JobApplicationSent]: { icon: InboxIcon, label: activityTypeMessages[0] },
  [ActivityType.ScoreChanged]: { icon: StarIcon, label: activityTypeMessages[1] },
  [ActivityType.PhoneCallPerformed]: { icon: PhoneIcon, label: activityTypeMessages[2] },
  [ActivityType.MessageSent]: { icon: MailIcon, label: activityTypeMessages[3] },
  [ActivityType.NoteAdded]: { icon: NoteIcon, label: activityTypeMessages[4] },
  [ActivityType.StageChanged]: { icon: ChevronRightIcon, label: activityTypeMessages[5] },
  [ActivityType.MeetingScheduled]: { icon: CalendarIcon, label: activityTypeMessages[6] },
  [ActivityType.CandidateAdded]: { icon: PlusCircleIcon, label: activityTypeMessages[7] },
  [ActivityType.CandidatesMerged]: { icon: UsersIcon, label: activityTypeMessages[8] },
};

/** The look of an activity type; a type this app does not know yet reads "Activity". */
export function activityLook(activityType: number): ActivityLook {
  return (
    looks[activityType as ActivityType] ?? { icon: InfoIcon, label: activityTypeMessages.unknown }
  );
}
