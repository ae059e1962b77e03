import { RecruitmentStatus } from '@ats/api-sdk';
import { Box, Button } from '@ats/design-system';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { listMessages, statusFilterMessages } from './messages.ts';

/** The filter buttons in the spec's order (part 2 §2.1): All, Open, Pending, Draft, Closed. */
const choices: readonly { status: RecruitmentStatus | null; label: MessageDescriptor }[] = [
  { status: null, label: statusFilterMessages.all },
  { status: RecruitmentStatus.Open, label: statusFilterMessages.open },
  { status: RecruitmentStatus.Pending, label: statusFilterMessages.pending },
  { status: RecruitmentStatus.Draft, label: statusFilterMessages.draft },
  { status: RecruitmentStatus.Closed, label: statusFilterMessages.closed },
];

export interface RecruitmentStatusFilterProps {
  /** The status shown, or null for all. */
  value: RecruitmentStatus | null;
  /** Shows another status (or all, with null). */
  onChange: (status: RecruitmentStatus | null) => void;
}

/**
 * The status filter: a group of toggle buttons of which one is pressed (`aria-pressed`), each
 * a tab stop and pressed with Enter or Space, so that the current filter is announced.
 */
export function RecruitmentStatusFilter({ value, onChange }: RecruitmentStatusFilterProps) {
  const intl = useIntl();
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage(listMessages.statusFilterLabel)}
      display="flex"
      flexWrap="wrap"
      gap="small"
    >
      {choices.map(({ status, label }) => {
        const pressed = status === value;
        return (
          <Button
            key={status ?? 'all'}
            size="small"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(status);
            }}
          >
            {intl.formatMessage(label)}
          </Button>
        );
      })}
    </Box>
  );
}
