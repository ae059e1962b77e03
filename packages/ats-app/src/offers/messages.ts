import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the public job offer page; the labels of spec part 1 §1 in its words. */
export const offerMessages = {
  ...defineMessages({
    productName: { id: 'offer.productName', defaultMessage: 'ATS' },
    loading: { id: 'offer.loading', defaultMessage: 'Loading the job offer' },
    loadFailed: { id: 'offer.loadFailed', defaultMessage: 'The job offer could not be loaded' },
    notAvailableTitle: {
      id: 'offer.notAvailable.title',
      defaultMessage: 'This job offer is no longer available',
    },
    notAvailableDescription: {
      id: 'offer.notAvailable.description',
      defaultMessage:
        'The recruitment may have ended or the link may be wrong. Thank you for your interest.',
    },
    notAvailablePageTitle: {
      id: 'offer.notAvailable.pageTitle',
      defaultMessage: 'Job offer not available',
    },
    location: { id: 'offer.location', defaultMessage: 'Location' },
    seeOnMap: { id: 'offer.seeOnMap', defaultMessage: 'See on map' },
    seeOnMapNewTab: {
      id: 'offer.seeOnMapNewTab',
      defaultMessage: 'See on map (OpenStreetMap, opens in a new tab)',
    },
    remoteWork: { id: 'offer.remoteWork', defaultMessage: 'Remote work' },
    remoteWorkPossible: { id: 'offer.remoteWork.possible', defaultMessage: 'Yes' },
    remoteWorkNotPossible: { id: 'offer.remoteWork.notPossible', defaultMessage: 'No' },
    availableFor: { id: 'offer.availableFor', defaultMessage: 'Available for' },
    published: { id: 'offer.published', defaultMessage: 'Published' },
    budget: { id: 'offer.budget', defaultMessage: 'Budget' },
    keywords: { id: 'offer.keywords', defaultMessage: 'Keywords' },
    applyNow: { id: 'offer.applyNow', defaultMessage: 'Apply now' },
    jobDescription: { id: 'offer.jobDescription', defaultMessage: 'Job description' },
    responsibilities: { id: 'offer.responsibilities', defaultMessage: 'Responsibilities' },
    qualifications: { id: 'offer.qualifications', defaultMessage: 'Qualifications' },
    bonusPoints: { id: 'offer.bonusPoints', defaultMessage: 'Bonus points' },
    applicationForm: { id: 'offer.applicationForm', defaultMessage: 'Application form' },
    alreadyApplied: {
      id: 'offer.sent.note',
      defaultMessage: 'Your application has been sent.',
    },
    sentTitle: {
      id: 'offer.sent.title',
      defaultMessage: 'Thank you! Your application has been sent.',
    },
    tooManyAttempts: {
      id: 'offer.apply.tooManyAttempts',
      defaultMessage: 'Too many attempts from your connection. Please try again in a minute.',
    },
    offerClosed: {
      id: 'offer.apply.offerClosed',
      defaultMessage: 'This job offer is no longer available, so the application was not sent.',
    },
    applyFailedTitle: {
      id: 'offer.apply.failedTitle',
      defaultMessage: 'Your application could not be sent.',
    },
  }),
  pageTitle: defineMessage<{ title: string }>({
    id: 'offer.pageTitle',
    defaultMessage: '{title} · ATS',
  }),
  availableForDays: defineMessage<{ days: number; date: string }>({
    id: 'offer.availableFor.days',
    defaultMessage: '{days, plural, one {# day} other {# days}} (until {date})',
  }),
  availableForLastDay: defineMessage<{ date: string }>({
    id: 'offer.availableFor.lastDay',
    defaultMessage: 'Last day today ({date})',
  }),
  availableForEnded: defineMessage<{ date: string }>({
    id: 'offer.availableFor.ended',
    defaultMessage: 'Until {date}',
  }),
  budgetRange: defineMessage<{ min: string; max: string; currency: string }>({
    id: 'offer.budgetRange',
    defaultMessage: '{min} – {max} {currency}',
  }),
  budgetRangeWithoutCurrency: defineMessage<{ min: string; max: string }>({
    id: 'offer.budgetRangeWithoutCurrency',
    defaultMessage: '{min} – {max}',
  }),
  sentDescription: defineMessage<{ title: string }>({
    id: 'offer.sent.description',
    defaultMessage:
      'Your application for “{title}” has reached the recruitment team. You can close this page now.',
  }),
  uploading: defineMessage<{ fileName: string }>({
    id: 'offer.apply.uploading',
    defaultMessage: 'Uploading {fileName}',
  }),
};
