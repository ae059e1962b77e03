import type { EmailPreview } from '@ats/api-sdk/rtk';
import { Box, Heading, type HeadingLevel, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import * as styles from './EmailPreview.css.ts';
import { EmailProblems } from './EmailProblems.tsx';
import { emailMessages } from './messages.ts';

export interface EmailPreviewViewProps {
  /** The rendered message (previewEmailTemplate's answer). */
  preview: EmailPreview;
  /** The language's name, for the heading. */
  languageName: string;
  /** The heading's level in the page or dialog. */
  headingLevel?: HeadingLevel;
}

/**
 * A rendered e-mail: its subject, its HTML in a frame that runs nothing and loads nothing
 * (`sandbox=""`, the document given as `srcdoc`), and the problems of its texts in words.
 */
export function EmailPreviewView({
  preview,
  languageName,
  headingLevel = 3,
}: EmailPreviewViewProps) {
  const intl = useIntl();
  return (
    <section
      className={styles.preview}
      aria-label={intl.formatMessage(emailMessages.previewTitle, { language: languageName })}
    >
      <Heading level={headingLevel}>
        {intl.formatMessage(emailMessages.previewTitle, { language: languageName })}
      </Heading>
      <EmailProblems problems={preview.problems} />
      <Box display="flex" flexDirection="column" gap="xxsmall">
        <Text size="small" tone="muted">
          {intl.formatMessage(emailMessages.previewSubject)}
        </Text>
        <p className={styles.subject}>
          <Text as="span" weight="medium">
            {preview.subject}
          </Text>
        </p>
      </Box>
      <iframe
        className={styles.frame}
        sandbox=""
        srcDoc={preview.html}
        title={intl.formatMessage(emailMessages.previewFrame, { subject: preview.subject })}
      />
    </section>
  );
}
