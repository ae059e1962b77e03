import { Button, ErrorView, type HeadingLevel } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { errorMessageFor, errorMessages, toApiError } from '../api/errorCatalogue.ts';

export interface SectionLoadErrorProps {
  /** What could not be loaded, e.g. "The resume could not be loaded". */
  title: string;
  /** Whatever the failed query reported (RTK Query's `error`). */
  error: unknown;
  /** Loads the part again. */
  onRetry: () => void;
  /** Outline level of the title. */
  headingLevel: HeadingLevel;
}

/**
 * Part of a screen (a tab, a modal's list) whose data failed: what failed, the catalogue's
 * reason and Try again. Unlike a screen's error (ScreenLoadError), a 403 or 404 here is no
 * page of its own.
 */
export function SectionLoadError({ title, error, onRetry, headingLevel }: SectionLoadErrorProps) {
  const intl = useIntl();
  return (
    <ErrorView
      headingLevel={headingLevel}
      title={title}
      description={intl.formatMessage(errorMessageFor(toApiError(error)))}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(errorMessages.tryAgain)}
        </Button>
      }
    />
  );
}
