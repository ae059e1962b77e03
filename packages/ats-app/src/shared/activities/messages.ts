import { defineMessage, defineMessages } from 'react-intl';

/**
 * The name of each kind of activity (spec part 2 §3 "Types"), as the candidate's timeline and
 * the dashboard's recent activities show it.
 */
export const activityTypeMessages = defineMessages({
  0: { id: 'activities.type.jobApplicationSent', defaultMessage: 'Application sent' },
  1: { id: 'activities.type.scoreChanged', defaultMessage: 'Score given' },
  2: { id: 'activities.type.phoneCallPerformed', defaultMessage: 'Phone call' },
  3: { id: 'activities.type.messageSent', defaultMessage: 'Message sent' },
  4: { id: 'activities.type.noteAdded', defaultMessage: 'Note added' },
  5: { id: 'activities.type.stageChanged', defaultMessage: 'Stage changed' },
  6: { id: 'activities.type.meetingScheduled', defaultMessage: 'Meeting scheduled' },
  7: { id: 'activities.type.candidateAdded', defaultMessage: 'Candidate added' },
  8: { id: 'activities.type.candidatesMerged', defaultMessage: 'Candidates merged' },
  unknown: { id: 'activities.type.unknown', defaultMessage: 'Activity' },
});

/** Who did something: a person's name, or a dash when the activity names nobody. */
export const personMessages = {
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'activities.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  ...defineMessages({
    unknownPerson: { id: 'activities.unknownPerson', defaultMessage: '—' },
  }),
};
