import { defineMessage, defineMessages } from 'react-intl';

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

/** Texts of downloading an application as one PDF. */
export const downloadMessages = defineMessages({
  downloadFailed: {
    id: 'candidates.inRecruitment.downloadFailed',
    defaultMessage: 'The application could not be downloaded.',
  },
});
