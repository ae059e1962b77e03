import { RecruitmentWithStages } from '../../../shared/recruitments/RecruitmentWithStages.tsx';
import { pipelineMessages } from './messages.ts';
import { RecruitmentPipeline } from './RecruitmentPipeline.tsx';

/** The pipeline board of a recruitment (issue 18), beside its candidates list. */
export function RecruitmentPipelineScreen() {
  return (
    <RecruitmentWithStages loadingLabel={pipelineMessages.loading}>
      {(recruitment, stages) => <RecruitmentPipeline recruitment={recruitment} stages={stages} />}
    </RecruitmentWithStages>
  );
}
