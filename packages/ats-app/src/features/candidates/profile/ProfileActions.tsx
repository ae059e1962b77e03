import { Button, CalendarIcon, MailIcon, NoteIcon, PhoneIcon, Text } from '@ats/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { actions } from './CandidateProfile.css.ts';
import { profileMessages } from './messages.ts';

export interface ProfileActionsProps {
  phoneNumber: string | null;
  email: string;
  /**
   * The candidate has been erased: the server sends her nothing, so Email stays disabled and
   * says why (her stored address is a placeholder).
   */
  isErased?: boolean;
  // Each action is shown only when given: the profile leaves out what the role may not do.
  /** Opens the log-phone-call modal. */
  onCall?: (() => void) | undefined;
  /** Opens the compose-e-mail dialog. */
  onEmail?: (() => void) | undefined;
  /** Opens the schedule-meeting modal. */
  onMeeting?: (() => void) | undefined;
  /** Opens the add-note modal. */
  onNote?: (() => void) | undefined;
}

/**
 * The profile's actions (spec part 2 §2.8): Call (only with a phone number), Email (only with
 * an e-mail; it opens the compose dialog, which sends from the app, rather than the spec's
 * mailto link), Meeting and Note. For an erased candidate Email is disabled, with the reason
 * under the buttons. An action not given (the role may not do it, issue 27) is not shown.
 */
export function ProfileActions({
  phoneNumber,
  email,
  isErased = false,
  onCall,
  onEmail,
  onMeeting,
  onNote,
}: ProfileActionsProps) {
  const intl = useIntl();
  const noEmailId = useId();
  return (
    <>
      <div className={actions}>
        {phoneNumber && onCall ? (
          <Button variant="secondary" icon={<PhoneIcon />} onClick={onCall}>
            {intl.formatMessage(profileMessages.call)}
          </Button>
        ) : null}
        {email && onEmail ? (
          <Button
            variant="secondary"
            icon={<MailIcon />}
            onClick={onEmail}
            disabled={isErased}
            aria-describedby={isErased ? noEmailId : undefined}
          >
            {intl.formatMessage(profileMessages.sendEmail)}
          </Button>
        ) : null}
        {onMeeting ? (
          <Button variant="secondary" icon={<CalendarIcon />} onClick={onMeeting}>
            {intl.formatMessage(profileMessages.meeting)}
          </Button>
        ) : null}
        {onNote ? (
          <Button variant="secondary" icon={<NoteIcon />} onClick={onNote}>
            {intl.formatMessage(profileMessages.note)}
          </Button>
        ) : null}
      </div>
      {email && onEmail && isErased ? (
        <Text id={noEmailId} size="small" tone="muted">
          {intl.formatMessage(profileMessages.noEmailErased)}
        </Text>
      ) : null}
    </>
  );
}
