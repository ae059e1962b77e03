import { type paths, toFormData } from '@ats/api-sdk';
import { ApplicationForm, type ApplicationSubmission, Heading, Text } from '@ats/design-system';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { newIdempotencyKey } from '../shared/api/idempotencyKey.ts';
import { applicationFormFileRules } from './applicationFiles.ts';
import { applicationFormLimits } from './applicationFormLimits.ts';
import { applicationReferer } from './applicationReferer.ts';
import { applyFailureMessage } from './applyFailure.ts';
import { offerMessages } from './messages.ts';
import * as styles from './OfferPage.css.ts';
import { sendApplication } from './sendApplication.ts';
import {
  type FileUploadProgress,
  filesInPartOrder,
  filesUploadProgress,
} from './uploadProgress.ts';
import { useApplicationFormLabels } from './useApplicationFormLabels.ts';
import type { JobOffer } from './useJobOffer.ts';

/** The contract's multipart body of the apply call. */
type ApplyBody =
  paths['/api/JobOffers/{recruitmentId}/apply']['post']['requestBody']['content']['multipart/form-data'];

export interface ApplySectionProps {
  offer: JobOffer;
  /** The section's heading, where "Apply now" moves the focus (the form's or the confirmation's). */
  headingRef: RefObject<HTMLDivElement | null>;
  /** The application was sent (the page hides its "Apply now"). */
  onSent?: () => void;
}

/**
 * The application: the offer's questionnaire in the design system's form, sent with upload
 * progress per file; a refusal shows under the form, which keeps everything typed; success
 * replaces the form with a confirmation, which takes the focus.
 */
export function ApplySection({ offer, headingRef, onSent }: ApplySectionProps) {
  const intl = useIntl();
  const formLabels = useApplicationFormLabels();
  // The consent and privacy notice are versioned texts from the server, in the reader's language.
  const labels = useMemo(
    () => ({
      ...formLabels,
      consent: offer.consent.consent,
      privacyNotice: offer.consent.privacyNotice,
    }),
    [formLabels, offer.consent],
  );
  const headingId = useId();
  // One key per form, kept across retries: a repeated submit creates one application.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Read once, when the candidate arrives.
  const [referer] = useState(() =>
    applicationReferer({
      search: window.location.search,
      documentReferrer: document.referrer,
      ownHostname: window.location.hostname,
    }),
  );
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<FileUploadProgress[] | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  // The field a refusal names: the form shows it there, scrolled into view and focused.
  const [refusedField, setRefusedField] = useState<{ field: string } | null>(null);
  const [sent, setSent] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent, headingRef]);

  const submit = async ({ application, ...files }: ApplicationSubmission): Promise<void> => {
    setFailure(null);
    setSending(true);
    // The JSON part first, then the files in the contract's order. The consent version is the
    // one whose texts the form showed.
    const body: ApplyBody = {
      application: {
        ...application,
        consentVersionId: offer.consent.id,
        futureOpeningsConsent: application.futureOpeningsConsent ?? false,
        referer,
      },
      resume: files.resume,
      photo: files.photo,
      coverLetter: files.coverLetter,
      attachments: files.attachments,
    };
    const parts = filesInPartOrder(body);
    setProgress(parts.length > 0 ? filesUploadProgress(parts, 0, null) : null);
    const outcome = await sendApplication({
      recruitmentId: offer.recruitmentId,
      body: toFormData(body),
      idempotencyKey,
      onUploadProgress: (loaded, total) => setProgress(filesUploadProgress(parts, loaded, total)),
    });
    setSending(false);
    setProgress(null);
    if (outcome.ok) {
      setSent(true);
      onSent?.();
    } else {
      setFailure(applyFailureMessage(outcome.status));
      setRefusedField(outcome.field ? { field: outcome.field } : null);
      // Without a field, the alert under the form is where to look: it is brought into view.
      if (!outcome.field) alertRef.current?.scrollIntoView?.({ block: 'center' });
    }
  };

  const uploadProgress = useMemo(
    () =>
      progress?.map(({ fileName, loadedBytes, totalBytes }) => ({
        label: intl.formatMessage(offerMessages.uploading, { fileName }),
        loadedBytes,
        totalBytes,
      })) ?? null,
    [progress, intl],
  );

  if (sent) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <div ref={headingRef} tabIndex={-1} className={styles.focusTarget}>
          <Heading level={2} id={headingId}>
            {intl.formatMessage(offerMessages.sentTitle)}
          </Heading>
        </div>
        <Text>{intl.formatMessage(offerMessages.sentDescription, { title: offer.title })}</Text>
      </section>
    );
  }

  return (
    <section id="application" className={styles.section} aria-labelledby={headingId}>
      <div ref={headingRef} tabIndex={-1} className={styles.focusTarget}>
        <Heading level={2} id={headingId}>
          {intl.formatMessage(offerMessages.applicationForm)}
        </Heading>
      </div>
      <ApplicationForm
        structure={offer.questionnaire.structure}
        onSubmit={submit}
        submitting={sending}
        fileRules={applicationFormFileRules}
        limits={applicationFormLimits}
        headingLevel={3}
        labels={labels}
        futureOpeningsConsent={offer.consent.futureOpeningsConsent}
        uploadProgress={uploadProgress}
        refusedField={refusedField}
      />
      {/* Always present, so that screen readers announce what is put into it. */}
      <div ref={alertRef} role="alert" className={failure ? styles.alert : undefined}>
        {failure ? (
          <>
            <span className={styles.alertTitle}>
              {intl.formatMessage(offerMessages.applyFailedTitle)}
            </span>
            <span>{intl.formatMessage(failure)}</span>
          </>
        ) : null}
      </div>
    </section>
  );
}
