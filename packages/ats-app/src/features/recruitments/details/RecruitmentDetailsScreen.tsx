import { RecruitmentScreenPlaceholder } from '../RecruitmentScreenPlaceholder.tsx';

/** Placeholder until the details screen lands: its route is already a chunk of its own. */
export function RecruitmentDetailsScreen() {
  return <RecruitmentScreenPlaceholder />;
}
