import { useGetCurrentUserQuery } from '@ats/api-sdk/rtk';
import { useMemo } from 'react';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { FormLoading, RecruitmentFormScreen } from './RecruitmentFormScreen.tsx';
import { newRecruitmentFormValues } from './recruitmentFormValues.ts';

/** New recruitment (spec part 2 §2.2): an empty form whose owner is the signed-in user. */
export function NewRecruitmentScreen() {
  const { data: currentUser, error, refetch } = useGetCurrentUserQuery();
  const knownPeople = useMemo(() => (currentUser ? [currentUser] : []), [currentUser]);
  const initialValues = useMemo(
    () => (currentUser ? newRecruitmentFormValues(currentUser.id) : null),
    [currentUser],
  );
  if (initialValues) {
    return (
      <RecruitmentFormScreen
        recruitment={null}
        initialValues={initialValues}
        knownPeople={knownPeople}
      />
    );
  }
  if (error) return <ScreenLoadError error={error} onRetry={() => void refetch()} />;
  return <FormLoading />;
}
