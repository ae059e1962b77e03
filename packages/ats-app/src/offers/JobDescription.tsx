import { Heading, RichTextView } from '@ats/design-system';
import { useId, useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type JobDescriptionSectionKind, splitJobDescription } from './jobDescriptionSections.ts';
import { offerMessages } from './messages.ts';
import * as styles from './OfferPage.css.ts';

const sectionLabels: Record<JobDescriptionSectionKind, MessageDescriptor> = {
  responsibilities: offerMessages.responsibilities,
  qualifications: offerMessages.qualifications,
  bonusPoints: offerMessages.bonusPoints,
};

export interface JobDescriptionProps {
  /** The offer's rich text (ProseMirror document JSON). */
  value: string;
}

/**
 * The job description under "Job description", its responsibilities, qualifications and
 * bonus points headed by the spec's labels in the reader's language.
 */
export function JobDescription({ value }: JobDescriptionProps) {
  const intl = useIntl();
  const headingId = useId();
  const parts = useMemo(() => splitJobDescription(value), [value]);
  if (parts.introduction === null && parts.sections.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(offerMessages.jobDescription)}
      </Heading>
      {parts.introduction === null ? null : <RichTextView value={parts.introduction} />}
      {parts.sections.map((section, index) => (
        // The same section may come twice; the order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in its order.
        <div key={index} className={styles.section}>
          <Heading level={3}>{intl.formatMessage(sectionLabels[section.kind])}</Heading>
          <RichTextView value={section.content} />
        </div>
      ))}
    </section>
  );
}
