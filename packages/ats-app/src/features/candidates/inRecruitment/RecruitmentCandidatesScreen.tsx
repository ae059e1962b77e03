import { candidatesMessages } from './messages.ts';
import { RecruitmentCandidates } from './RecruitmentCandidates.tsx';
import { RecruitmentWithStages } from './RecruitmentWithStages.tsx';

/** Candidates in a recruitment (spec part 2 §2.6). */
export function RecruitmentCandidatesScreen() {
  return (
    <RecruitmentWithStages loadingLabel={candidatesMessages.loading}>
      {(recruitment, stages) => <RecruitmentCandidates recruitment={recruitment} stages={stages} />}
    </RecruitmentWithStages>
  );
}
