import { RecruitmentWithStages } from '../../../shared/recruitments/RecruitmentWithStages.tsx';
import { candidatesMessages } from './messages.ts';
import { RecruitmentCandidates } from './RecruitmentCandidates.tsx';

/** Candidates in a recruitment (spec part 2 §2.6). */
export function RecruitmentCandidatesScreen() {
  return (
    <RecruitmentWithStages loadingLabel={candidatesMessages.loading}>
      {(recruitment, stages) => <RecruitmentCandidates recruitment={recruitment} stages={stages} />}
    </RecruitmentWithStages>
  );
}
