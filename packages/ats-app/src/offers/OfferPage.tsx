import {
  BanIcon,
  Box,
  Button,
  CheckIcon,
  EmptyState,
  ErrorView,
  Heading,
  Spinner,
  Text,
} from '@ats/design-system';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor, errorMessages } from '../shared/api/errorCatalogue.ts';
import { LanguageSwitch } from '../shared/ui/LanguageSwitch.tsx';
import { ApplySection } from './ApplySection.tsx';
import { JobDescription } from './JobDescription.tsx';
import { offerMessages } from './messages.ts';
import { OfferFacts } from './OfferFacts.tsx';
import * as styles from './OfferPage.css.ts';
import { type JobOffer, type JobOfferState, useJobOffer } from './useJobOffer.ts';

export interface OfferPageProps {
  /** The recruitment whose offer to show; null when the address names none. */
  recruitmentId: string | null;
}

/**
 * The public job offer (`/offers/:recruitmentId`, no sign-in): the offer and its application
 * form, in English or Polish. An offer that is not open reads "no longer available".
 */
export function OfferPage({ recruitmentId }: OfferPageProps) {
  const intl = useIntl();
  const { state, retry } = useJobOffer(recruitmentId, intl.locale);
  useOfferDocumentTitle(state);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.productName}>{intl.formatMessage(offerMessages.productName)}</span>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        {state.kind === 'loaded' ? (
          <OfferView offer={state.offer} />
        ) : (
          <div className={styles.centred}>
            <PageState state={state} onRetry={retry} />
          </div>
        )}
      </main>
    </div>
  );
}

function PageState({
  state,
  onRetry,
}: {
  state: Exclude<JobOfferState, { kind: 'loaded' }>;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (state.kind === 'loading') {
    return <Spinner size="large" label={intl.formatMessage(offerMessages.loading)} />;
  }
  if (state.kind === 'notAvailable') {
    return (
      <EmptyState
        headingLevel={1}
        icon={<BanIcon size="large" />}
        title={intl.formatMessage(offerMessages.notAvailableTitle)}
        description={intl.formatMessage(offerMessages.notAvailableDescription)}
      />
    );
  }
  return (
    <ErrorView
      title={intl.formatMessage(offerMessages.loadFailed)}
      description={intl.formatMessage(errorMessageFor(state))}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(errorMessages.tryAgain)}
        </Button>
      }
    />
  );
}

function OfferView({ offer }: { offer: JobOffer }) {
  const intl = useIntl();
  const applyHeadingRef = useRef<HTMLDivElement>(null);
  // Once the application is sent, "Apply now" gives way to a note that it was.
  const [applied, setApplied] = useState(false);
  const goToApplication = (event: MouseEvent) => {
    event.preventDefault();
    const heading = applyHeadingRef.current;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <article className={styles.offer}>
      <div className={styles.summary}>
        <div className={styles.titleBlock}>
          <Heading level={1}>{offer.title}</Heading>
          {offer.positionName.trim() !== '' ? (
            <Text size="large" tone="muted">
              {offer.positionName}
            </Text>
          ) : null}
        </div>
        <OfferFacts offer={offer} />
        <div>
          {applied ? (
            <Box display="flex" alignItems="center" gap="xsmall">
              <CheckIcon />
              <Text weight="medium" tone="success">
                {intl.formatMessage(offerMessages.alreadyApplied)}
              </Text>
            </Box>
          ) : (
            <Button href="#application" size="large" onClick={goToApplication}>
              {intl.formatMessage(offerMessages.applyNow)}
            </Button>
          )}
        </div>
      </div>
      <JobDescription value={offer.jobDescription} />
      <ApplySection offer={offer} headingRef={applyHeadingRef} onSent={() => setApplied(true)} />
    </article>
  );
}

/** The tab names the offer ("{title} · ATS"), or says it is not available. */
function useOfferDocumentTitle(state: JobOfferState): void {
  const intl = useIntl();
  const title =
    state.kind === 'loaded'
      ? state.offer.title
      : state.kind === 'notAvailable'
        ? intl.formatMessage(offerMessages.notAvailablePageTitle)
        : null;
  useEffect(() => {
    if (title !== null) document.title = intl.formatMessage(offerMessages.pageTitle, { title });
  }, [title, intl]);
}
