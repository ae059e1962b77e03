import { RecruitmentStatus } from '@ats/api-sdk';
import {
  type RecruitmentDetails,
  recruitmentsApi,
  useListNextAvailableStatusesQuery,
  useSetRecruitmentStatusMutation,
} from '@ats/api-sdk/rtk';
import { Select, type SelectOption, StatusLabel } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { recruitmentStatusLook } from '../../../shared/recruitments/recruitmentStatusLook.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { statusChoices } from './detailsTools.ts';
import { detailsMessages } from './messages.ts';
import { fact, statusField, term } from './RecruitmentDetailsScreen.css.ts';

export interface RecruitmentStatusControlProps {
  recruitment: RecruitmentDetails;
}

/**
 * The recruitment's status: a dropdown for those who may change it, a coloured label for
 * staff who may only read (the server would give them no next status and refuse the change).
 */
export function RecruitmentStatusControl({ recruitment }: RecruitmentStatusControlProps) {
  return recruitment.canEdit ? (
    <StatusDropdown recruitment={recruitment} />
  ) : (
    <StatusReadOnly status={recruitment.status} />
  );
}

function StatusReadOnly({ status }: { status: RecruitmentStatus }) {
  const intl = useIntl();
  const { label, tone } = recruitmentStatusLook[status];
  // Read in order: "Status", then the status itself.
  return (
    <div className={fact}>
      <span className={term}>{intl.formatMessage(detailsMessages.status)}</span>
      <StatusLabel tone={tone}>{intl.formatMessage(label)}</StatusLabel>
    </div>
  );
}

/**
 * The status dropdown (spec part 2 §4): the current status (chosen, so in bold) and the next
 * statuses the server allows, fetched for this recruitment. Choosing one sets it; on success
 * (any 2xx) the status is replaced in the cached recruitment at once, and the Recruitments
 * cache tag the change invalidates refetches the recruitment (its offer URL) and the next
 * statuses.
 */
function StatusDropdown({ recruitment }: RecruitmentStatusControlProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const { id, status } = recruitment;
  const { data: nextStatuses = [] } = useListNextAvailableStatusesQuery({ id });
  const [setStatus, { isLoading }] = useSetRecruitmentStatusMutation();

  const options: SelectOption[] = statusChoices(status, nextStatuses).map((choice) => ({
    value: String(choice),
    label: intl.formatMessage(recruitmentStatusLook[choice].label),
  }));

  async function change(value: string) {
    const newStatus = Number(value) as RecruitmentStatus;
    if (newStatus === status || isLoading) return;
    try {
      await setStatus({ setRecruitmentStatusInput: { recruitmentId: id, newStatus } }).unwrap();
      dispatch(
        recruitmentsApi.util.updateQueryData('getRecruitment', { id }, (draft) => {
          draft.status = newStatus;
          // The server offers the job only while open; the refetch brings the new URL.
          if (newStatus !== RecruitmentStatus.Open) draft.jobOfferUrl = null;
        }),
      );
      feedback.succeeded(detailsMessages.statusChanged);
    } catch (error) {
      feedback.failed(error, detailsMessages.statusChangeFailed);
    }
  }

  return (
    <div className={statusField}>
      <Select
        label={intl.formatMessage(detailsMessages.status)}
        value={String(status)}
        options={options}
        onChange={(value) => void change(value)}
      />
    </div>
  );
}
