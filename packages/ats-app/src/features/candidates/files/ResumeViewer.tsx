import { useGetJobApplicationFileQuery } from '@ats/api-sdk/rtk';
import { Box, type HeadingLevel, PdfViewer, Spinner } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import { resumeMessages } from './messages.ts';
import { usePdfViewerLabels } from './usePdfViewerLabels.ts';

export interface ResumeViewerProps {
  jobApplicationId: string;
  /** The resume's file identifier (the application's Resume answer). */
  fileIdentifier: string;
  /** Outline level of the error view's title; 2 by default. */
  headingLevel?: HeadingLevel;
}

/**
 * A candidate's resume in the design system's PDF viewer (paging and zoom). The file is
 * fetched with the session cookie as a Blob; only an answer with status 200 is shown (the
 * SDK's Files area refuses any other, spec part 2 §7), anything else is an error view with
 * Try again.
 */
export function ResumeViewer({
  jobApplicationId,
  fileIdentifier,
  headingLevel = 2,
}: ResumeViewerProps) {
  const intl = useIntl();
  const labels = usePdfViewerLabels();
  const resume = useGetJobApplicationFileQuery({ jobApplicationId, fileIdentifier });

  // currentData, not data: another resume's file must not show while this one loads. (The
  // viewer loads react-pdf and pdf.js itself, when it is first shown.)
  if (resume.currentData) return <PdfViewer file={resume.currentData} labels={labels} />;
  if (resume.isError) {
    return (
      <SectionLoadError
        title={intl.formatMessage(resumeMessages.loadFailed)}
        error={resume.error}
        onRetry={() => void resume.refetch()}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <Box display="flex" justifyContent="center" padding="xlarge">
      <Spinner label={intl.formatMessage(resumeMessages.loading)} size="large" />
    </Box>
  );
}
