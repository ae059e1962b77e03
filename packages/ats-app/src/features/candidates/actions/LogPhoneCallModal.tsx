import { CallType } from '@ats/api-sdk';
import { useLogPhoneCallMutation } from '@ats/api-sdk/rtk';
import { Box, Button, PhoneIcon } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { earliestAcceptedDate, latestAcceptedDate } from '../../../shared/forms/acceptedDates.ts';
import { FormDateField } from '../../../shared/forms/FormDateField.tsx';
import { FormRadioGroup } from '../../../shared/forms/FormRadioGroup.tsx';
import { FormTextArea } from '../../../shared/forms/FormTextArea.tsx';
import { FormTimeField } from '../../../shared/forms/FormTimeField.tsx';
import { ActionFormModal } from './ActionFormModal.tsx';
import type { CandidateActionModalProps } from './candidateActionModal.ts';
import { callMessages } from './messages.ts';
import {
  callDescriptionMaxLength,
  initialPhoneCallValues,
  type PhoneCallValues,
  phoneCallInput,
  validatePhoneCall,
} from './phoneCall.ts';
import { useSaveWithFeedback } from './useSaveWithFeedback.ts';

export interface LogPhoneCallModalProps extends CandidateActionModalProps {
  /** The candidate's phone number, offered as a tel: link; none when null. */
  phoneNumber?: string | null;
}

/** A tel: address: the digits and a leading plus of the number as typed. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

/**
 * "Log phone call" (spec part 2 §2.8, §5): call type (outgoing by default), date, time and
 * description, all required. The date and time are on the user's clock; the API gets the
 * moment in UTC. Saved, the timeline reloads from page 1.
 */
export function LogPhoneCallModal({
  recruitmentId,
  recruiteeId,
  candidateName,
  phoneNumber,
  onClose,
}: LogPhoneCallModalProps) {
  const intl = useIntl();
  const [logPhoneCall] = useLogPhoneCallMutation();
  const keyFor = useIdempotencyKey();
  const saveWithFeedback = useSaveWithFeedback();
  const [initialValues] = useState(() => initialPhoneCallValues(new Date()));
  const callTypes = [
    { value: `${CallType.Outgoing}` as const, label: intl.formatMessage(callMessages.outgoing) },
    { value: `${CallType.Incoming}` as const, label: intl.formatMessage(callMessages.incoming) },
  ];
  return (
    <ActionFormModal<PhoneCallValues>
      title={intl.formatMessage(callMessages.title)}
      description={intl.formatMessage(callMessages.intro, { candidateName })}
      initialValues={initialValues}
      validate={validatePhoneCall}
      onClose={onClose}
      onSave={(values) =>
        saveWithFeedback(
          () => {
            const logPhoneCallInput = phoneCallInput(values, { recruitmentId, recruiteeId });
            return logPhoneCall({
              logPhoneCallInput,
              'Idempotency-Key': keyFor(logPhoneCallInput),
            }).unwrap();
          },
          { succeeded: callMessages.logged, failed: callMessages.logFailed },
        )
      }
    >
      {phoneNumber ? (
        <Box>
          <Button variant="secondary" href={telHref(phoneNumber)} icon={<PhoneIcon />}>
            {intl.formatMessage(callMessages.callNumber, { phoneNumber })}
          </Button>
        </Box>
      ) : null}
      <FormRadioGroup
        name="callType"
        label={intl.formatMessage(callMessages.callType)}
        options={callTypes}
        orientation="horizontal"
        required
      />
      <Box display="flex" gap="medium" flexWrap="wrap">
        <FormDateField
          name="callDate"
          label={intl.formatMessage(callMessages.callDate)}
          required
          min={earliestAcceptedDate}
          max={latestAcceptedDate}
        />
        <FormTimeField
          name="callTime"
          label={intl.formatMessage(callMessages.callTime)}
          description={intl.formatMessage(callMessages.callTimeHelp)}
          required
        />
      </Box>
      <FormTextArea
        name="description"
        label={intl.formatMessage(callMessages.description)}
        required
        rows={5}
        maxLength={callDescriptionMaxLength}
      />
    </ActionFormModal>
  );
}
