import { RecruitmentWithStages } from '../../../shared/recruitments/RecruitmentWithStages.tsx';
import { detailsMessages } from './messages.ts';
import { RecruitmentDetails } from './RecruitmentDetails.tsx';

/**
 * Recruitment details (spec part 2 §2.4): the recruitment and the stages (for the chart's
 * names and colours), loaded as for the recruitment's other screens.
 */
export function RecruitmentDetailsScreen() {
  return (
    <RecruitmentWithStages loadingLabel={detailsMessages.loading}>
      {(recruitment, stages) => <RecruitmentDetails recruitment={recruitment} stages={stages} />}
    </RecruitmentWithStages>
  );
}
