import type { RecruitmentDetails as Recruitment, Stage } from '@ats/api-sdk/rtk';
import { Breadcrumbs } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMay } from '../../../shared/auth/permissions.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { DeleteRecruitmentDialog } from '../DeleteRecruitmentDialog.tsx';
import { writableBy } from '../recruitmentActions.ts';
import { CandidateCountsCard } from './CandidateCountsCard.tsx';
import { detailsMessages } from './messages.ts';
import { PositionDetailsCard } from './PositionDetailsCard.tsx';
import { ApplicationsBySourceCard, CandidatesByStageCard } from './RecruitmentCharts.tsx';
import { grid, mainArea, screen, sideArea, wideArea } from './RecruitmentDetailsScreen.css.ts';
import { RecruitmentFacts } from './RecruitmentFacts.tsx';
import { RecruitmentHeader } from './RecruitmentHeader.tsx';
import { TeamModal } from './TeamModal.tsx';

export interface RecruitmentDetailsProps {
  recruitment: Recruitment;
  /** Every stage (deleted ones included), for the chart by stage. */
  stages: readonly Stage[];
}

/**
 * The loaded details screen (spec part 2 §2.4): breadcrumbs, the header with its status,
 * tools and facts, the two charts, the position details and the candidate counts, and the
 * delete dialog and team modal the header opens.
 */
export function RecruitmentDetails({ recruitment, stages }: RecruitmentDetailsProps) {
  const intl = useIntl();
  // Its staff see its candidates; they change it only if their role manages recruitments.
  const writable = writableBy(recruitment, useMay('manageRecruitments'));
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<Recruitment | null>(null);
  const [teamOpen, setTeamOpen] = useState(false);

  return (
    <div className={screen}>
      <Breadcrumbs
        label={intl.formatMessage(detailsMessages.breadcrumbLabel)}
        items={[
          {
            label: intl.formatMessage(detailsMessages.breadcrumbList),
            href: paths.recruitments(),
          },
          { label: recruitment.title },
        ]}
      />
      <RecruitmentHeader recruitment={writable} onDelete={() => setToDelete(recruitment)} />
      <RecruitmentFacts
        recruitment={recruitment}
        onEditTeam={writable.canEdit ? () => setTeamOpen(true) : undefined}
      />
      <div className={grid}>
        <div className={wideArea}>
          <CandidatesByStageCard recruitment={recruitment} stages={stages} />
        </div>
        <div className={sideArea}>
          <ApplicationsBySourceCard recruitment={recruitment} />
          <CandidateCountsCard recruitment={recruitment} />
        </div>
        <div className={mainArea}>
          <PositionDetailsCard recruitment={recruitment} />
        </div>
      </div>
      <DeleteRecruitmentDialog
        recruitment={toDelete}
        onClose={() => setToDelete(null)}
        // The list shows the toast; this recruitment no longer exists to be shown.
        onDeleted={() => navigate(paths.recruitments())}
      />
      {writable.canEdit ? (
        <TeamModal recruitment={recruitment} open={teamOpen} onClose={() => setTeamOpen(false)} />
      ) : null}
    </div>
  );
}
