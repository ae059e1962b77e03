import { Button, ErrorView } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { errorMessageFor, errorMessages, toApiError } from '../api/errorCatalogue.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { ForbiddenPage, type ForbiddenReason } from './ForbiddenPage.tsx';

export interface ScreenLoadErrorProps {
  /** Whatever the failed query reported (RTK Query's `error`). */
  error: unknown;
  /** Loads the screen's data again; without it no button is shown. */
  onRetry?: () => void;
  /** Why a 403 happens on this screen, said on the 403 page (issue 27); else the general text. */
  forbiddenReason?: ForbiddenReason;
}

/**
 * A screen whose data could not be loaded is replaced by this (spec part 1 §8): the 403 and
 * 404 pages for those statuses, else "unable to fetch data" with the catalogue's message
 * and a way to try again. (A 401 never stays here: it signs the user out.)
 */
export function ScreenLoadError({ error, onRetry, forbiddenReason }: ScreenLoadErrorProps) {
  const intl = useIntl();
  const apiError = toApiError(error);
  if (apiError.status === 403) return <ForbiddenPage reason={forbiddenReason} />;
  if (apiError.status === 404) return <ErrorPage kind="notFound" />;
  return (
    <ErrorView
      title={intl.formatMessage(errorMessages.dataFetchFailed)}
      description={intl.formatMessage(errorMessageFor(apiError))}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        ) : undefined
      }
    />
  );
}
