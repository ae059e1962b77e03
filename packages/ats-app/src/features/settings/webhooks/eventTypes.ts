import type { WebhookDeliveredEventType, WebhookEventType } from '@ats/api-sdk/rtk';
import type { MessageDescriptor } from 'react-intl';
import { eventMessages } from './messages.ts';

interface EventText {
  name: MessageDescriptor;
  help: MessageDescriptor;
}

/**
 * Every event of the contract an endpoint may subscribe to, in the contract's order, with its
 * name and one line on when it is sent. `satisfies` makes a new event in the contract a type
 * error here until it has its texts.
 */
const eventTexts = {
  'application.received': {
    name: eventMessages.applicationReceived,
    help: eventMessages.applicationReceivedHelp,
  },
  'candidate.stage_changed': {
    name: eventMessages.candidateStageChanged,
    help: eventMessages.candidateStageChangedHelp,
  },
  'candidate.hired': { name: eventMessages.candidateHired, help: eventMessages.candidateHiredHelp },
  'candidate.erased': {
    name: eventMessages.candidateErased,
    help: eventMessages.candidateErasedHelp,
  },
  'recruitment.status_changed': {
    name: eventMessages.recruitmentStatusChanged,
    help: eventMessages.recruitmentStatusChangedHelp,
  },
  'meeting.scheduled': {
    name: eventMessages.meetingScheduled,
    help: eventMessages.meetingScheduledHelp,
  },
  'meeting.changed': { name: eventMessages.meetingChanged, help: eventMessages.meetingChangedHelp },
  'meeting.cancelled': {
    name: eventMessages.meetingCancelled,
    help: eventMessages.meetingCancelledHelp,
  },
  'score.given': { name: eventMessages.scoreGiven, help: eventMessages.scoreGivenHelp },
} as const satisfies Record<WebhookEventType, EventText>;

/** The subscribable events, in the contract's order. */
export const webhookEventTypes = Object.keys(eventTexts) as WebhookEventType[];

/** An event's name and one-line explanation. */
export function eventText(type: WebhookEventType): EventText {
  return eventTexts[type];
}

/** The name of an event as the delivery log shows it (the test event included). */
export function deliveredEventName(type: WebhookDeliveredEventType): MessageDescriptor {
  return type === 'webhook.test' ? eventMessages.webhookTest : eventTexts[type].name;
}
