import { RecruitmentScreenPlaceholder } from '../RecruitmentScreenPlaceholder.tsx';

/** Placeholder until the recruitment form lands: its route is already a chunk of its own. */
export function NewRecruitmentScreen() {
  return <RecruitmentScreenPlaceholder />;
}
