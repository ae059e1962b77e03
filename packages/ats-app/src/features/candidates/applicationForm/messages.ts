import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

/** Texts of the application form modal (spec part 2 §2.6); the form's own come with its labels. */
export const applicationFormMessages = {
  ...defineMessages({
    loading: {
      id: 'candidates.applicationForm.loading',
      defaultMessage: 'Loading application form',
    },
  }),
  title: defineMessage<Named>({
    id: 'candidates.applicationForm.title',
    defaultMessage: 'Application form: {name}',
  }),
};

/** Texts of the design system's FilledQuestionnaire (the Application form tab). */
export const filledFormMessages = {
  ...defineMessages({
    previous: { id: 'candidates.profile.form.previous', defaultMessage: 'Previous' },
    next: { id: 'candidates.profile.form.next', defaultMessage: 'Next' },
    close: { id: 'candidates.profile.form.close', defaultMessage: 'Close' },
    noAnswer: { id: 'candidates.profile.form.noAnswer', defaultMessage: 'No answer' },
  }),
  pageOf: defineMessage<{ page: number; count: number }>({
    id: 'candidates.profile.form.pageOf',
    defaultMessage: 'Page {page} of {count}',
  }),
  entryName: defineMessage<{ question: string; position: number }>({
    id: 'candidates.profile.form.entryName',
    defaultMessage: '{question} {position}',
  }),
};

/** Field names of an education entry in the filled form. */
export const filledEducationMessages = defineMessages({
  school: { id: 'candidates.profile.form.education.school', defaultMessage: 'School' },
  degree: { id: 'candidates.profile.form.education.degree', defaultMessage: 'Degree' },
  fieldOfStudy: {
    id: 'candidates.profile.form.education.fieldOfStudy',
    defaultMessage: 'Field of study',
  },
  startDate: { id: 'candidates.profile.form.education.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'candidates.profile.form.education.endDate', defaultMessage: 'End date' },
  currentlyStudyingHere: {
    id: 'candidates.profile.form.education.currentlyStudyingHere',
    defaultMessage: 'Currently studying here',
  },
  description: {
    id: 'candidates.profile.form.education.description',
    defaultMessage: 'Description',
  },
});

/** Field names of an experience entry in the filled form. */
export const filledExperienceMessages = defineMessages({
  title: { id: 'candidates.profile.form.experience.title', defaultMessage: 'Title' },
  company: { id: 'candidates.profile.form.experience.company', defaultMessage: 'Company' },
  locationDescription: {
    id: 'candidates.profile.form.experience.location',
    defaultMessage: 'Location',
  },
  startDate: { id: 'candidates.profile.form.experience.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'candidates.profile.form.experience.endDate', defaultMessage: 'End date' },
  currentlyWorkingInThisRole: {
    id: 'candidates.profile.form.experience.currentlyWorkingInThisRole',
    defaultMessage: 'Currently working in this role',
  },
  description: {
    id: 'candidates.profile.form.experience.description',
    defaultMessage: 'Description',
  },
});
