import { defineMessages } from 'react-intl';

/** Names of the screens: menu entries and page titles. */
export const screenNames = defineMessages({
  dashboard: { id: 'navigation.dashboard', defaultMessage: 'Dashboard' },
  recruitments: { id: 'navigation.recruitments', defaultMessage: 'Recruitments' },
  newRecruitment: { id: 'navigation.newRecruitment', defaultMessage: 'New recruitment' },
  recruitment: { id: 'navigation.recruitment', defaultMessage: 'Recruitment details' },
  recruitmentCandidates: {
    id: 'navigation.recruitmentCandidates',
    defaultMessage: 'Candidates in the recruitment',
  },
  recruitmentPipeline: {
    id: 'navigation.recruitmentPipeline',
    defaultMessage: 'Pipeline of the recruitment',
  },
  editRecruitment: { id: 'navigation.editRecruitment', defaultMessage: 'Edit recruitment' },
  applicants: { id: 'navigation.applicants', defaultMessage: 'Applicants' },
  applicantApplication: {
    id: 'navigation.applicantApplication',
    defaultMessage: 'Applicant profile',
  },
  duplicateCandidates: {
    id: 'navigation.duplicateCandidates',
    defaultMessage: 'Possible duplicates',
  },
  questionnaires: { id: 'navigation.questionnaires', defaultMessage: 'Questionnaires' },
  newQuestionnaire: { id: 'navigation.newQuestionnaire', defaultMessage: 'New questionnaire' },
  editQuestionnaire: { id: 'navigation.editQuestionnaire', defaultMessage: 'Edit questionnaire' },
  settings: { id: 'navigation.settings', defaultMessage: 'Settings' },
  recruitmentStages: { id: 'navigation.recruitmentStages', defaultMessage: 'Recruitment stages' },
  recruitmentPositions: {
    id: 'navigation.recruitmentPositions',
    defaultMessage: 'Recruitment positions',
  },
  // The spec's words (part 2 §2 route table).
  emailTemplates: { id: 'navigation.emailTemplates', defaultMessage: 'Email templates' },
  newEmailTemplate: { id: 'navigation.newEmailTemplate', defaultMessage: 'New email template' },
  editEmailTemplate: {
    id: 'navigation.editEmailTemplate',
    defaultMessage: 'Edit email template',
  },
  dataRetention: { id: 'navigation.dataRetention', defaultMessage: 'Data retention' },
  users: { id: 'navigation.users', defaultMessage: 'Users' },
  auditLog: { id: 'navigation.auditLog', defaultMessage: 'Audit log' },
  apiAccess: { id: 'navigation.apiAccess', defaultMessage: 'API access' },
  // The word (issue 28).
  webhooks: { id: 'navigation.webhooks', defaultMessage: 'Webhooks' },
  webhookEndpoint: { id: 'navigation.webhookEndpoint', defaultMessage: 'Webhook endpoint' },
  // The words (issue 29: "Settings > Import").
  candidateImports: { id: 'navigation.candidateImports', defaultMessage: 'Import' },
  candidateImport: { id: 'navigation.candidateImport', defaultMessage: 'Import of candidates' },
  login: { id: 'navigation.login', defaultMessage: 'Sign in' },
});

export const menuMessages = defineMessages({
  mainMenu: { id: 'navigation.mainMenu', defaultMessage: 'Main menu' },
  skipToContent: { id: 'navigation.skipToContent', defaultMessage: 'Skip to main content' },
});
