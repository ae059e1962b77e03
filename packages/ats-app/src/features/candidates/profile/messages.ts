import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the candidate profile (spec part 2 §2.8) and its resume viewer. */
export const profileMessages = {
  ...defineMessages({
    loading: { id: 'candidates.profile.loading', defaultMessage: 'Loading candidate' },
    breadcrumbLabel: { id: 'candidates.profile.breadcrumbLabel', defaultMessage: 'Breadcrumb' },
    breadcrumbRecruitments: {
      id: 'candidates.profile.breadcrumbRecruitments',
      defaultMessage: 'Recruitments',
    },
    // Stands in for the recruitment's title until it has loaded.
    breadcrumbRecruitment: {
      id: 'candidates.profile.breadcrumbRecruitment',
      defaultMessage: 'Recruitment',
    },
    breadcrumbCandidates: {
      id: 'candidates.profile.breadcrumbCandidates',
      defaultMessage: 'Candidates',
    },
    breadcrumbApplicants: {
      id: 'candidates.profile.breadcrumbApplicants',
      defaultMessage: 'Applicants',
    },
    phone: { id: 'candidates.profile.phone', defaultMessage: 'Phone' },
    email: { id: 'candidates.profile.email', defaultMessage: 'Email' },
    address: { id: 'candidates.profile.address', defaultMessage: 'Address' },
    none: { id: 'candidates.profile.none', defaultMessage: '—' },
    restricted: {
      id: 'candidates.profile.restricted',
      defaultMessage:
        'The details of this application (answers, resume, scores, stage and activities) are visible only to the recruitment’s team.',
    },
    appliedFor: { id: 'candidates.profile.appliedFor', defaultMessage: 'Applied for' },
    applicationDate: {
      id: 'candidates.profile.applicationDate',
      defaultMessage: 'Application date',
    },
    otherApplications: {
      id: 'candidates.profile.otherApplications',
      defaultMessage: 'Other applications',
    },
    yourScore: { id: 'candidates.profile.yourScore', defaultMessage: 'Your score' },
    averageScore: { id: 'candidates.profile.averageScore', defaultMessage: 'Average score' },
    noScoreYet: { id: 'candidates.profile.noScoreYet', defaultMessage: 'No score yet' },
    call: { id: 'candidates.profile.call', defaultMessage: 'Call' },
    sendEmail: { id: 'candidates.profile.sendEmail', defaultMessage: 'Email' },
    meeting: { id: 'candidates.profile.meeting', defaultMessage: 'Meeting' },
    note: { id: 'candidates.profile.note', defaultMessage: 'Note' },
    stage: { id: 'candidates.profile.stage', defaultMessage: 'Stage' },
    // The spec's profile wording (part 2 §8).
    stageUpdated: { id: 'candidates.profile.stageUpdated', defaultMessage: 'Stage updated' },
    stageUpdateError: {
      id: 'candidates.profile.stageUpdateError',
      defaultMessage: 'Stage update error',
    },
    tabsLabel: { id: 'candidates.profile.tabsLabel', defaultMessage: 'Candidate profile' },
    resumeTab: { id: 'candidates.profile.resumeTab', defaultMessage: 'Resume' },
    applicationFormTab: {
      id: 'candidates.profile.applicationFormTab',
      defaultMessage: 'Application form',
    },
    activityTab: { id: 'candidates.profile.activityTab', defaultMessage: 'Activity' },
    noResume: { id: 'candidates.profile.noResume', defaultMessage: 'No resume' },
    noResumeDescription: {
      id: 'candidates.profile.noResumeDescription',
      defaultMessage: 'The candidate sent no resume with this application.',
    },
    close: { id: 'candidates.profile.close', defaultMessage: 'Close' },
    applicationsTableLabel: {
      id: 'candidates.profile.applicationsTableLabel',
      defaultMessage: 'Applications',
    },
    recruitmentHeader: {
      id: 'candidates.profile.recruitmentHeader',
      defaultMessage: 'Recruitment',
    },
    stageHeader: { id: 'candidates.profile.stageHeader', defaultMessage: 'Stage' },
    myScoreHeader: { id: 'candidates.profile.myScoreHeader', defaultMessage: 'My score' },
    loadingApplications: {
      id: 'candidates.profile.loadingApplications',
      defaultMessage: 'Loading applications',
    },
    loadingMoreApplications: {
      id: 'candidates.profile.loadingMoreApplications',
      defaultMessage: 'Loading more applications',
    },
    applicationsLoadFailed: {
      id: 'candidates.profile.applicationsLoadFailed',
      defaultMessage: 'The applications could not be loaded',
    },
    noApplications: {
      id: 'candidates.profile.noApplications',
      defaultMessage: 'No applications to show',
    },
    currentApplication: {
      id: 'candidates.profile.currentApplication',
      defaultMessage: 'This application',
    },
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'candidates.profile.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  applicationsOf: defineMessage<{ name: string }>({
    id: 'candidates.profile.applicationsOf',
    defaultMessage: 'Applications: {name}',
  }),
  giveScoreWith: defineMessage<{ score: number }>({
    id: 'candidates.profile.giveScoreWith',
    defaultMessage: '{score, plural, one {# star} other {# stars}}',
  }),
  averageScoreOf: defineMessage<{ score: number }>({
    id: 'candidates.profile.averageScoreOf',
    defaultMessage: 'Average score {score} of 5',
  }),
  reviews: defineMessage<{ count: number }>({
    id: 'candidates.profile.reviews',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  }),
  myScore: defineMessage<{ score: number }>({
    id: 'candidates.profile.myScore',
    defaultMessage: '{score, plural, =0 {No score} one {# star} other {# stars}}',
  }),
};

/** Texts of the resume viewer (the profile's Resume tab and the modal other screens open). */
export const resumeMessages = {
  ...defineMessages({
    loading: { id: 'candidates.resume.loading', defaultMessage: 'Loading resume' },
    loadFailed: {
      id: 'candidates.resume.loadFailed',
      defaultMessage: 'The resume could not be loaded',
    },
    close: { id: 'candidates.resume.close', defaultMessage: 'Close' },
  }),
  title: defineMessage<{ name: string }>({
    id: 'candidates.resume.title',
    defaultMessage: 'Resume: {name}',
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

/** Texts of the design system's PdfViewer (the resume). */
export const pdfViewerMessages = {
  ...defineMessages({
    previousPage: { id: 'candidates.resume.previousPage', defaultMessage: 'Previous page' },
    nextPage: { id: 'candidates.resume.nextPage', defaultMessage: 'Next page' },
    zoomIn: { id: 'candidates.resume.zoomIn', defaultMessage: 'Zoom in' },
    zoomOut: { id: 'candidates.resume.zoomOut', defaultMessage: 'Zoom out' },
    fitWidth: { id: 'candidates.resume.fitWidth', defaultMessage: 'Fit width' },
    loading: { id: 'candidates.resume.documentLoading', defaultMessage: 'Loading document' },
    error: {
      id: 'candidates.resume.documentError',
      defaultMessage: 'The document could not be shown.',
    },
  }),
  pageOf: defineMessage<{ page: number; total: number }>({
    id: 'candidates.resume.pageOf',
    defaultMessage: 'Page {page} of {total}',
  }),
};
