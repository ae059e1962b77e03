import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the new and edit recruitment screens (spec part 2 §2.2, §2.3, §8). */
export const formMessages = {
  ...defineMessages({
    newTitle: { id: 'recruitmentsNew.title', defaultMessage: 'New recruitment' },
    editTitle: { id: 'recruitmentsNew.editTitle', defaultMessage: 'Edit recruitment' },
    breadcrumbLabel: { id: 'recruitmentsNew.breadcrumbLabel', defaultMessage: 'Breadcrumb' },
    breadcrumbList: { id: 'recruitmentsNew.breadcrumbList', defaultMessage: 'Recruitments' },
    breadcrumbNew: { id: 'recruitmentsNew.breadcrumbNew', defaultMessage: 'New recruitment' },
    breadcrumbEdit: { id: 'recruitmentsNew.breadcrumbEdit', defaultMessage: 'Edit' },
    loading: { id: 'recruitmentsNew.loading', defaultMessage: 'Loading the recruitment form' },
    closedNotice: {
      id: 'recruitmentsNew.closedNotice',
      defaultMessage: 'This recruitment is closed, so it can no longer be edited.',
    },
    // Sections (spec part 2 §2.2).
    basicInfo: { id: 'recruitmentsNew.section.basicInfo', defaultMessage: 'Basic info' },
    questionnaireSection: {
      id: 'recruitmentsNew.section.questionnaire',
      defaultMessage: 'Questionnaire',
    },
    positionDetails: {
      id: 'recruitmentsNew.section.positionDetails',
      defaultMessage: 'Position details',
    },
    // Fields.
    title: { id: 'recruitmentsNew.field.title', defaultMessage: 'Title' },
    position: { id: 'recruitmentsNew.field.position', defaultMessage: 'Position' },
    positionHelp: {
      id: 'recruitmentsNew.field.positionHelp',
      defaultMessage: 'Choose a position, or type the name of a new one.',
    },
    deadline: { id: 'recruitmentsNew.field.deadline', defaultMessage: 'Deadline' },
    vacantPosts: { id: 'recruitmentsNew.field.vacantPosts', defaultMessage: 'Vacant posts' },
    budgetMin: {
      id: 'recruitmentsNew.field.budgetMin',
      defaultMessage: 'Minimum budget per position',
    },
    budgetMax: {
      id: 'recruitmentsNew.field.budgetMax',
      defaultMessage: 'Maximum budget per position',
    },
    currency: { id: 'recruitmentsNew.field.currency', defaultMessage: 'Currency' },
    noCurrency: { id: 'recruitmentsNew.field.noCurrency', defaultMessage: 'No currency' },
    owner: { id: 'recruitmentsNew.field.owner', defaultMessage: 'Recruitment owner' },
    hiringManager: { id: 'recruitmentsNew.field.hiringManager', defaultMessage: 'Hiring manager' },
    noHiringManager: {
      id: 'recruitmentsNew.field.noHiringManager',
      defaultMessage: 'No hiring manager',
    },
    team: { id: 'recruitmentsNew.field.team', defaultMessage: 'Recruitment team' },
    teamHelp: {
      id: 'recruitmentsNew.field.teamHelp',
      defaultMessage: 'The recruitment owner is always on the team.',
    },
    questionnaire: { id: 'recruitmentsNew.field.questionnaire', defaultMessage: 'Questionnaire' },
    questionnaireLocked: {
      id: 'recruitmentsNew.field.questionnaireLocked',
      defaultMessage: 'The questionnaire cannot be changed while the recruitment is open.',
    },
    questionnaireUnavailable: {
      id: 'recruitmentsNew.field.questionnaireUnavailable',
      defaultMessage: 'Questionnaire no longer available',
    },
    jobTitle: { id: 'recruitmentsNew.field.jobTitle', defaultMessage: 'Job title' },
    jobDescription: {
      id: 'recruitmentsNew.field.jobDescription',
      defaultMessage: 'Job description',
    },
    locationDescription: {
      id: 'recruitmentsNew.field.locationDescription',
      defaultMessage: 'Location',
    },
    latitude: { id: 'recruitmentsNew.field.latitude', defaultMessage: 'Latitude' },
    longitude: { id: 'recruitmentsNew.field.longitude', defaultMessage: 'Longitude' },
    remoteWork: {
      id: 'recruitmentsNew.field.remoteWork',
      defaultMessage: 'Remote work is possible',
    },
    keywords: { id: 'recruitmentsNew.field.keywords', defaultMessage: 'Keywords' },
    keywordsHelp: {
      id: 'recruitmentsNew.field.keywordsHelp',
      defaultMessage: 'Press Enter to add a keyword.',
    },
    // Buttons (spec part 2 §2.2).
    cancel: { id: 'recruitmentsNew.cancel', defaultMessage: 'Cancel' },
    saveAsDraft: { id: 'recruitmentsNew.saveAsDraft', defaultMessage: 'Save as draft' },
    save: { id: 'recruitmentsNew.save', defaultMessage: 'Save' },
    backToList: { id: 'recruitmentsNew.backToList', defaultMessage: 'Back to the list' },
    // The spec's translation keys (part 2 §8); their wording is ours.
    saved: { id: 'recruitmentsNew.success', defaultMessage: 'Recruitment has been saved.' },
    saveFailed: {
      id: 'recruitmentsNew.error',
      defaultMessage: 'Recruitment could not be saved.',
    },
  }),
  userName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'recruitmentsNew.userName',
    defaultMessage: '{firstName} {lastName}',
  }),
  newPosition: defineMessage<{ name: string }>({
    id: 'recruitmentsNew.field.newPosition',
    defaultMessage: 'A new position “{name}” will be added, unless one of that name exists.',
  }),
  questionnaireGone: defineMessage<{ name: string }>({
    id: 'recruitmentsNew.field.questionnaireGone',
    defaultMessage: '{name} (no longer available)',
  }),
  teamTooLarge: defineMessage<{ max: number }>({
    id: 'recruitmentsNew.validation.teamTooLarge',
    defaultMessage: 'A team has at most {max} members besides the owner.',
  }),
};
