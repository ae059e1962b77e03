import { defineMessage, defineMessages } from 'react-intl';

/** Texts of "Add candidate" (issue 29). */
export const addCandidateMessages = {
  ...defineMessages({
    addCandidate: { id: 'candidates.add.button', defaultMessage: 'Add candidate' },
    title: { id: 'candidates.add.title', defaultMessage: 'Add candidate' },
    intro: {
      id: 'candidates.add.intro',
      defaultMessage:
        'Add someone you met, were referred to or found yourself. They are placed in the recruitment you choose.',
    },
    introInRecruitment: {
      id: 'candidates.add.introInRecruitment',
      defaultMessage:
        'Add someone you met, were referred to or found yourself to this recruitment.',
    },
    firstName: { id: 'candidates.add.firstName', defaultMessage: 'First name' },
    lastName: { id: 'candidates.add.lastName', defaultMessage: 'Last name' },
    email: { id: 'candidates.add.email', defaultMessage: 'Email' },
    phoneNumber: { id: 'candidates.add.phoneNumber', defaultMessage: 'Phone' },
    source: { id: 'candidates.add.source', defaultMessage: 'Source' },
    referredBy: { id: 'candidates.add.referredBy', defaultMessage: 'Referred by' },
    agency: { id: 'candidates.add.agency', defaultMessage: 'Agency' },
    recruitment: { id: 'candidates.add.recruitment', defaultMessage: 'Recruitment' },
    recruitmentSearch: {
      id: 'candidates.add.recruitmentSearch',
      defaultMessage: 'Search recruitments',
    },
    noRecruitments: {
      id: 'candidates.add.noRecruitments',
      defaultMessage: 'No open recruitments of yours',
    },
    stage: { id: 'candidates.add.stage', defaultMessage: 'Stage' },
    stageHelp: {
      id: 'candidates.add.stageHelp',
      defaultMessage: 'Where the person starts in the recruitment.',
    },
    resume: { id: 'candidates.add.resume', defaultMessage: 'Resume (optional)' },
    resumeHelp: { id: 'candidates.add.resumeHelp', defaultMessage: 'A PDF file, up to 10 MB.' },
    removeResume: { id: 'candidates.add.removeResume', defaultMessage: 'Remove resume' },
    resumeType: {
      id: 'candidates.add.resumeType',
      defaultMessage: 'The resume must be a PDF file',
    },
    added: { id: 'candidates.add.added', defaultMessage: 'Candidate has been added.' },
    addFailed: { id: 'candidates.add.addFailed', defaultMessage: 'Candidate could not be added.' },
    resumeRefused: {
      id: 'candidates.add.resumeRefused',
      defaultMessage: 'This file cannot be used as a resume. Choose a PDF file up to 10 MB.',
    },
    emailTakenUnknown: {
      id: 'candidates.add.emailTakenUnknown',
      defaultMessage: 'A candidate with this e-mail already exists.',
    },
  }),
  resumeTooLarge: defineMessage<{ megabytes: number }>({
    id: 'candidates.add.resumeTooLarge',
    defaultMessage: 'The resume must be at most {megabytes} MB',
  }),
  emailTaken: defineMessage<{ name: string }>({
    id: 'candidates.add.emailTaken',
    defaultMessage: '{name} already has this e-mail. Open that person instead of adding a twin.',
  }),
  openCandidate: defineMessage<{ name: string }>({
    id: 'candidates.add.openCandidate',
    defaultMessage: 'Open {name}',
  }),
};
