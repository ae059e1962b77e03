import {
  type Activity,
  useListTimeZonesQuery,
  useRescheduleMeetingMutation,
  useScheduleMeetingMutation,
} from '@ats/api-sdk/rtk';
import { Box, Button, Text } from '@ats/design-system';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { earliestAcceptedDate, latestAcceptedDate } from '../../../shared/forms/acceptedDates.ts';
import { FormCheckbox } from '../../../shared/forms/FormCheckbox.tsx';
import { FormDateField } from '../../../shared/forms/FormDateField.tsx';
import { FormRichTextEditor } from '../../../shared/forms/FormRichTextEditor.tsx';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { FormTimeField } from '../../../shared/forms/FormTimeField.tsx';
import { ActionFormModal } from './ActionFormModal.tsx';
import type { CandidateActionModalProps } from './candidateActionModal.ts';
import {
  defaultTimeZone,
  initialMeetingValues,
  isInvitableAddress,
  type MeetingValues,
  meetingDurations,
  meetingInput,
  meetingMessageMaxLength,
  meetingNameMaxLength,
  meetingValuesOf,
  rescheduleMeetingInput,
  validateMeeting,
} from './meeting.ts';
import { type MomentTimezone, zonedWallTimeToUtc } from './meetingTime.ts';
import { durationMessages, meetingMessages } from './messages.ts';
import {
  likelyTimeZones,
  recentTimeZones,
  rememberTimeZone,
  type SearchableTimeZone,
  searchableTimeZones,
  searchTimeZones,
} from './timeZoneSearch.ts';
import { useSaveWithFeedback } from './useSaveWithFeedback.ts';
import { useValuesOnceLoaded } from './useValuesOnceLoaded.ts';

/**
 * moment-timezone (with its zone data) is loaded by this form only, as a chunk of its own:
 * the lists and the profile never carry it (meetingBundle.test.ts checks the import graph).
 */
function loadMomentTimezone(): Promise<MomentTimezone> {
  return import('moment-timezone').then((module) => module.default);
}

/** The time zone the browser runs in, e.g. 'Europe/Warsaw'. */
function userTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A zone as the time-zone select offers it. */
function timeZoneOption(zone: SearchableTimeZone) {
  return { value: zone.id, label: zone.displayName };
}

export interface ScheduleMeetingModalProps extends CandidateActionModalProps {
  /** The MeetingScheduled activity to reschedule; a new meeting when absent. */
  meeting?: Activity;
  /**
   * The candidate's e-mail address, when the opener knows it: null or an erased one and she
   * cannot be invited (the box is off and says why); undefined and the server decides.
   */
  candidateEmail?: string | null;
  /**
   * The candidate has been erased (the lists' items and the profile say so): she is never
   * invited, whatever her address, and the box says why.
   */
  candidateErased?: boolean;
}

/**
 * "Schedule meeting" (spec part 2 §2.8, §5, §9): name, date, time (HH:MM), time zone (the
 * user's own by default, from the server's list), duration (1 hour by default), invitees
 * (split on commas or semicolons), whether the candidate is invited too (yes by default when
 * she has an address) and a rich-text message. The chosen wall time in the chosen
 * zone is sent as a UTC instant, right across daylight-saving changes.
 *
 * Given a scheduled `meeting`, the same form reschedules it ("Reschedule meeting"): it opens
 * with the meeting's details, its date and time on the clocks of its own zone.
 */
export function ScheduleMeetingModal({
  recruitmentId,
  recruiteeId,
  candidateName,
  onClose,
  meeting,
  candidateEmail,
  candidateErased = false,
}: ScheduleMeetingModalProps) {
  const intl = useIntl();
  const timeZones = useListTimeZonesQuery();
  const [scheduleMeeting] = useScheduleMeetingMutation();
  const [rescheduleMeeting] = useRescheduleMeetingMutation();
  const keyFor = useIdempotencyKey();
  const saveWithFeedback = useSaveWithFeedback();
  const candidateInvitable = !candidateErased && isInvitableAddress(candidateEmail);

  // Fetched while the user fills the form, so that Save does not wait for it.
  useEffect(() => {
    loadMomentTimezone().catch(() => undefined);
  }, []);

  // Once the time zones have come (or failed: then no zone is chosen).
  const openedWith = useValuesOnceLoaded(!timeZones.isLoading, () =>
    meeting
      ? // A meeting she was invited to, rescheduled once she cannot be: the box opens unchecked.
        { ...meetingValuesOf(meeting), ...(candidateInvitable ? {} : { inviteCandidate: false }) }
      : initialMeetingValues(
          defaultTimeZone(timeZones.data ?? [], userTimeZone()),
          candidateInvitable,
        ),
  );

  // A rescheduled meeting keeps its zone even if the server no longer offers it.
  const meetingZone = meeting?.activityData.timeZoneId;
  const searchable = useMemo(() => {
    const offered = timeZones.data ?? [];
    return searchableTimeZones(
      meetingZone && !offered.some((zone) => zone.id === meetingZone)
        ? [{ id: meetingZone, displayName: meetingZone }, ...offered]
        : offered,
      intl.locale,
    );
  }, [timeZones.data, meetingZone, intl.locale]);
  // The user's own zone first, then the ones recently chosen here (issue 26).
  const likely = useMemo(() => likelyTimeZones(userTimeZone(), recentTimeZones()), []);
  const timeZoneOptions = useMemo(
    () => searchTimeZones(searchable, '', likely).map(timeZoneOption),
    [searchable, likely],
  );
  const findTimeZones = (text: string) =>
    searchTimeZones(searchable, text, likely).map(timeZoneOption);
  const durationOptions = meetingDurations.map((minutes) => ({
    value: `${minutes}` as const,
    label: intl.formatMessage(durationMessages[minutes]),
  }));

  return (
    <ActionFormModal<MeetingValues>
      title={intl.formatMessage(meeting ? meetingMessages.rescheduleTitle : meetingMessages.title)}
      description={intl.formatMessage(
        meeting ? meetingMessages.rescheduleIntro : meetingMessages.intro,
        { candidateName },
      )}
      initialValues={openedWith}
      loadingLabel={intl.formatMessage(meetingMessages.timeZonesLoading)}
      validate={validateMeeting}
      onClose={onClose}
      size="large"
      onSave={(typed) =>
        saveWithFeedback(
          async () => {
            const moment = await loadMomentTimezone();
            // A candidate without an address is never invited, whatever the form held.
            const values = {
              ...typed,
              inviteCandidate: typed.inviteCandidate && candidateInvitable,
            };
            const meetingDateTime = zonedWallTimeToUtc(
              moment,
              values.meetingDate,
              values.meetingTime,
              values.timeZoneId,
            );
            if (meeting) {
              const change = {
                id: meeting.id,
                rescheduleMeetingInput: rescheduleMeetingInput(values, meetingDateTime),
              };
              const rescheduled = await rescheduleMeeting({
                ...change,
                'Idempotency-Key': keyFor(change),
              }).unwrap();
              rememberTimeZone(values.timeZoneId);
              return rescheduled;
            }
            const scheduleMeetingInput = meetingInput(
              values,
              { recruitmentId, recruiteeId },
              meetingDateTime,
            );
            const scheduled = await scheduleMeeting({
              scheduleMeetingInput,
              'Idempotency-Key': keyFor(scheduleMeetingInput),
            }).unwrap();
            rememberTimeZone(values.timeZoneId);
            return scheduled;
          },
          meeting
            ? { succeeded: meetingMessages.rescheduled, failed: meetingMessages.rescheduleFailed }
            : { succeeded: meetingMessages.scheduled, failed: meetingMessages.scheduleFailed },
        )
      }
    >
      <FormTextField
        name="meetingName"
        label={intl.formatMessage(meetingMessages.meetingName)}
        required
        maxLength={meetingNameMaxLength}
        autoComplete="off"
      />
      <Box display="flex" gap="medium" flexWrap="wrap">
        <FormDateField
          name="meetingDate"
          label={intl.formatMessage(meetingMessages.meetingDate)}
          required
          min={earliestAcceptedDate}
          max={latestAcceptedDate}
        />
        <FormTimeField
          name="meetingTime"
          label={intl.formatMessage(meetingMessages.meetingTime)}
          description={intl.formatMessage(meetingMessages.meetingTimeHelp)}
          required
        />
        <FormSelect
          name="durationInMinutes"
          label={intl.formatMessage(meetingMessages.duration)}
          options={durationOptions}
          required
        />
      </Box>
      {timeZones.isError ? (
        <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" role="alert">
          <Text as="span" size="small" tone="danger">
            {intl.formatMessage(meetingMessages.timeZonesFailed)}
          </Text>
          <Button size="small" variant="secondary" onClick={() => void timeZones.refetch()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : null}
      <FormSelect
        name="timeZoneId"
        label={intl.formatMessage(meetingMessages.timeZone)}
        options={timeZoneOptions}
        search={findTimeZones}
        searchLabel={intl.formatMessage(meetingMessages.timeZoneSearch)}
        searchPlaceholder={intl.formatMessage(meetingMessages.timeZoneSearchPlaceholder)}
        emptyText={intl.formatMessage(meetingMessages.timeZoneNoMatch)}
        required
      />
      <FormCheckbox
        name="inviteCandidate"
        label={intl.formatMessage(meetingMessages.inviteCandidate)}
        disabled={!candidateInvitable}
        description={
          !candidateInvitable
            ? intl.formatMessage(meetingMessages.inviteCandidateNoAddress)
            : candidateEmail
              ? intl.formatMessage(meetingMessages.inviteCandidateAddressHelp, {
                  candidateName,
                  email: candidateEmail,
                })
              : intl.formatMessage(meetingMessages.inviteCandidateHelp, { candidateName })
        }
      />
      <FormTextField
        name="invitedPeople"
        label={intl.formatMessage(meetingMessages.invitedPeople)}
        description={intl.formatMessage(meetingMessages.invitedPeopleHelp)}
        autoComplete="off"
      />
      <FormRichTextEditor
        name="messageContent"
        label={intl.formatMessage(meetingMessages.message)}
        maxLength={meetingMessageMaxLength}
      />
    </ActionFormModal>
  );
}
