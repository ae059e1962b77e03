import { CallType, fieldLimits } from '@ats/api-sdk';
import type { LogPhoneCallInput } from '@ats/api-sdk/rtk';
import { isValidTime } from '@ats/design-system';
import { object, string } from 'yup';
import { localCalendarDate } from '../../../shared/dates/calendarDate.ts';
import { isAcceptedDate } from '../../../shared/forms/acceptedDates.ts';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { type CandidateKey, localWallTimeToUtc, timeOfDay } from './wallTime.ts';

/** The log-phone-call form (spec part 2 §5). The call type is a radio value: '0' or '1'. */
export interface PhoneCallValues {
  callType: `${CallType}` | '';
  callDate: string;
  callTime: string;
  description: string;
}

export const callDescriptionMaxLength = fieldLimits.LogPhoneCallInput.description.maxLength;

/**
 * A new form: outgoing (the spec's default), and the date and time of now, since a call is
 * usually logged right after it ended; the user changes them for an earlier call.
 */
export function initialPhoneCallValues(now: Date): PhoneCallValues {
  return {
    callType: `${CallType.Outgoing}`,
    callDate: localCalendarDate(now),
    callTime: timeOfDay(now),
    description: '',
  };
}

/** Every field is required; the time is HH:MM ('general.validation.timeInvalid' otherwise). */
export const validatePhoneCall = validateWithSchema<PhoneCallValues>(
  object({
    callType: string()
      .required(validate.required)
      .test('callType', validate.invalid, (value) => !value || value === '0' || value === '1'),
    callDate: string()
      .required(validate.required)
      .test('acceptedYears', validate.dateOutOfRange, (value) => !value || isAcceptedDate(value)),
    callTime: string()
      .required(validate.required)
      .test('time', validate.invalidTime, (value) => !value || isValidTime(value)),
    description: string()
      .trim()
      .required(validate.required)
      .max(callDescriptionMaxLength, validate.maximumLength),
  }),
);

/**
 * The call as the API takes it: `callDate` the chosen day, `callTime` the chosen date and time
 * on the user's clock as a UTC instant (docs/decisions/activities.md, "Phone call").
 */
export function phoneCallInput(
  values: PhoneCallValues,
  candidate: CandidateKey,
): LogPhoneCallInput {
  return {
    ...candidate,
    callType: values.callType === `${CallType.Incoming}` ? CallType.Incoming : CallType.Outgoing,
    callDate: values.callDate,
    callTime: localWallTimeToUtc(values.callDate, values.callTime),
    description: values.description.trim(),
  };
}
