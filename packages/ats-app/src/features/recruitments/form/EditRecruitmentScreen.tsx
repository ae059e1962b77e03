import { useGetRecruitmentForEditQuery } from '@ats/api-sdk/rtk';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useFirstFreshData } from '../../../shared/api/useFirstFreshData.ts';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { FormLoading, RecruitmentFormScreen } from './RecruitmentFormScreen.tsx';
import { recruitmentFormValuesOf } from './recruitmentFormValues.ts';

/**
 * Edit recruitment (spec part 2 §2.3): loads it for edit, with a spinner meanwhile and the
 * 403 or 404 page (or the error view) when it cannot be loaded; an id that is not a UUID is
 * not found without asking the server.
 */
export function EditRecruitmentScreen() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <LoadedRecruitment key={id} id={id} />;
}

function LoadedRecruitment({ id }: { id: string }) {
  // The form opens with an answer fetched on this visit, not a copy cached before the last
  // save; later refetches never reset what the user is typing.
  const query = useGetRecruitmentForEditQuery({ id }, { refetchOnMountOrArgChange: true });
  const shown = useFirstFreshData(query);

  const knownPeople = useMemo(
    () =>
      shown
        ? [
            shown.recruitmentOwner,
            ...(shown.hiringManager ? [shown.hiringManager] : []),
            ...shown.recruitmentTeamMembers,
          ]
        : [],
    [shown],
  );
  const initialValues = useMemo(() => (shown ? recruitmentFormValuesOf(shown) : null), [shown]);

  if (shown && initialValues) {
    return (
      <RecruitmentFormScreen
        recruitment={shown}
        initialValues={initialValues}
        knownPeople={knownPeople}
      />
    );
  }
  if (query.error)
    return (
      <ScreenLoadError
        forbiddenReason="notYourRecruitment"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <FormLoading />;
}
