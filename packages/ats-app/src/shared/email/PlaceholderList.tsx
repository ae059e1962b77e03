import { useListEmailTemplatePlaceholdersQuery } from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  CopyIcon,
  Heading,
  type HeadingLevel,
  Spinner,
  Text,
} from '@ats/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../api/errorCatalogue.ts';
import { useCopyStatus } from '../ui/useCopyStatus.ts';
import * as styles from './EmailPreview.css.ts';
import { emailMessages } from './messages.ts';

export interface PlaceholderListProps {
  /** Inserts a token at the cursor of the field it names (`insertTarget`). */
  onInsert: (token: string) => void;
  /** The field Insert writes into, e.g. "the English subject" (names each Insert button). */
  insertTarget: string;
  /** The heading's level in the page or dialog. */
  headingLevel?: HeadingLevel;
}

/**
 * The placeholders a text may hold (listEmailTemplatePlaceholders), each with an example
 * value, a button inserting it at the cursor of a field, and a button copying it (to paste
 * into the rich-text body, which takes pasted text where its cursor is).
 */
export function PlaceholderList({
  onInsert,
  insertTarget,
  headingLevel = 3,
}: PlaceholderListProps) {
  const intl = useIntl();
  const headingId = useId();
  const placeholders = useListEmailTemplatePlaceholdersQuery();
  const { status: copyStatus, copy: copyText } = useCopyStatus();

  async function copy(token: string) {
    await copyText(token, {
      copied: intl.formatMessage(emailMessages.copied, { token }),
      failed: intl.formatMessage(emailMessages.copyFailed),
    });
  }

  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Heading level={headingLevel} id={headingId}>
        {intl.formatMessage(emailMessages.placeholdersTitle)}
      </Heading>
      <Text size="small" tone="muted">
        {intl.formatMessage(emailMessages.placeholdersHelp)}
      </Text>
      {placeholders.isLoading ? (
        <Spinner label={intl.formatMessage(emailMessages.placeholdersLoading)} />
      ) : null}
      {placeholders.isError ? (
        <Box display="flex" alignItems="center" gap="small" flexWrap="wrap" role="alert">
          <Text as="span" size="small" tone="danger">
            {intl.formatMessage(emailMessages.placeholdersFailed)}
          </Text>
          <Button size="small" variant="secondary" onClick={() => void placeholders.refetch()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : null}
      {placeholders.data ? (
        <table
          className={styles.placeholderTable}
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display.
          role="table"
        >
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
          <thead role="rowgroup">
            {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
            <tr role="row">
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
              <th scope="col" role="columnheader">
                {intl.formatMessage(emailMessages.columnPlaceholder)}
              </th>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
              <th scope="col" role="columnheader">
                {intl.formatMessage(emailMessages.columnExample)}
              </th>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
              <th scope="col" role="columnheader">
                <span className={styles.placeholderActions}>
                  {intl.formatMessage(emailMessages.columnActions)}
                </span>
              </th>
            </tr>
          </thead>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
          <tbody role="rowgroup">
            {placeholders.data.map((placeholder) => (
              // biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display.
              <tr key={placeholder.name} role="row">
                {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
                <td role="cell">
                  <code className={styles.token}>{placeholder.token}</code>
                </td>
                {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
                <td role="cell" data-card-label={intl.formatMessage(emailMessages.columnExample)}>
                  {placeholder.sampleValue}
                </td>
                {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phones' cards change the display. */}
                <td role="cell">
                  <div className={styles.placeholderActions}>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={intl.formatMessage(emailMessages.insertLabel, {
                        token: placeholder.token,
                        field: insertTarget,
                      })}
                      onClick={() => onInsert(placeholder.token)}
                    >
                      {intl.formatMessage(emailMessages.insert)}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      icon={<CopyIcon />}
                      aria-label={intl.formatMessage(emailMessages.copyLabel, {
                        token: placeholder.token,
                      })}
                      onClick={() => void copy(placeholder.token)}
                    >
                      {intl.formatMessage(emailMessages.copy)}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <span role="status" aria-live="polite">
        <Text as="span" size="small" tone="muted">
          {copyStatus}
        </Text>
      </span>
    </Box>
  );
}
