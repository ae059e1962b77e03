/** Behaviour of the Activities area the code generator cannot know (spec part 2 §4). */
import type { EndpointEnhancements } from '../endpointDefinition.ts';
import { requireStatus200 } from './requireStatus200.ts';

export const activitiesEnhancements: EndpointEnhancements = {
  // "Call, note and meeting calls count as successful only at status 200 in the data layer."
  logPhoneCall: requireStatus200,
  addNote: requireStatus200,
  scheduleMeeting: requireStatus200,
  // An e-mail to the candidate is recorded like them (its activity answers 200).
  sendMessage: requireStatus200,
  rescheduleMeeting: requireStatus200,
  cancelMeeting: requireStatus200,
};
