import type { RecruitmentDetails, RecruitmentRecruitee, Stage } from '@ats/api-sdk/rtk';
import {
  Box,
  EmptyState,
  PipelineBoard,
  type PipelineBoardLabelsInput,
  type PipelineColumnInfo,
} from '@ats/design-system';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { stageTypeLook } from '../../../shared/stages/stageTypeLook.ts';
import { candidateNameOf } from '../candidateName.ts';
import { CandidatesHeader } from '../inRecruitment/CandidatesHeader.tsx';
import { candidatesMessages } from '../inRecruitment/messages.ts';
import { useCandidateFilter } from '../inRecruitment/useCandidateFilter.ts';
import { boardStages } from './boardColumns.ts';
import { pipelineMessages as messages } from './messages.ts';
import { StageColumn } from './StageColumn.tsx';
import { usePipelineMoves } from './usePipelineMoves.ts';

const ComposeEmailDialog = lazy(() =>
  import('../email/ComposeEmailDialog.tsx').then((m) => ({ default: m.ComposeEmailDialog })),
);

export interface RecruitmentPipelineProps {
  recruitment: RecruitmentDetails;
  /** Every stage, deleted ones included. */
  stages: readonly Stage[];
}

/**
 * The loaded pipeline board: breadcrumbs, the Candidates/Pipeline views, the list's filters
 * (the stage filter chooses the columns) and one column per live stage in stage order. Cards
 * move by drag and drop, by Alt+Left/Right, or by their "Move to…" menu, through setStage.
 */
export function RecruitmentPipeline({ recruitment, stages }: RecruitmentPipelineProps) {
  const intl = useIntl();
  // Each entry to the screen, and each filter change, loads every column from page 1 again.
  const { filter, listKey, show } = useCandidateFilter();
  const { moveTargets, move } = usePipelineMoves(recruitment.id);
  const [emailTo, setEmailTo] = useState<RecruitmentRecruitee | null>(null);
  // The role decides (issue 27): moving cards manages candidates, e-mailing contacts them.
  const mayMove = useMay('manageCandidates');
  const mayContact = useMay('contactCandidates');
  // "Days in stage" count to the moment the board was (re)loaded, the same for every card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list key is a new moment.
  const now = useMemo(() => new Date(), [listKey]);

  const nameOf = useCallback(
    (candidate: RecruitmentRecruitee) =>
      candidateNameOf(intl, candidatesMessages.candidateName, candidate),
    [intl],
  );
  const shown = useMemo(() => boardStages(stages, filter.stageIds), [stages, filter.stageIds]);
  const columns = useMemo<PipelineColumnInfo[]>(
    () =>
      shown.map((stage) => ({
        id: stage.id,
        title: stage.name,
        tone: stageTypeLook[stage.stageType].tone,
        icon: stageTypeLook[stage.stageType].icon,
      })),
    [shown],
  );
  const labels = useMemo<PipelineBoardLabelsInput>(
    () => ({
      keyboardHint: intl.formatMessage(messages.keyboardHint),
      moveMenu: (name) => intl.formatMessage(messages.moveMenu, { name }),
      moveMenuLoading: intl.formatMessage(messages.moveMenuLoading),
      moveMenuEmpty: intl.formatMessage(messages.moveMenuEmpty),
      moved: (name, stage) => intl.formatMessage(messages.moved, { name, stage }),
      cannotMove: (name, stage) => intl.formatMessage(messages.cannotMove, { name, stage }),
      noColumnThere: (name, direction) =>
        intl.formatMessage(direction === 'next' ? messages.noStageAfter : messages.noStageBefore, {
          name,
        }),
      count: (count) => intl.formatMessage(messages.count, { count }),
      refusesDrop: intl.formatMessage(messages.refusesDrop),
      loading: intl.formatMessage(messages.columnLoading),
      empty: intl.formatMessage(messages.columnEmpty),
      loadError: intl.formatMessage(messages.columnError),
      retry: intl.formatMessage(messages.retry),
    }),
    [intl],
  );

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <CandidatesHeader
        recruitment={recruitment}
        stages={stages}
        view={{
          kind: 'pipeline',
          title: intl.formatMessage(messages.title),
          breadcrumb: intl.formatMessage(messages.breadcrumbPipeline),
        }}
        filter={filter}
        onFilterChange={show}
      />
      {columns.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.noStages)} />
      ) : (
        <PipelineBoard<RecruitmentRecruitee>
          label={intl.formatMessage(messages.boardLabel)}
          columns={columns}
          getCardId={(candidate) => candidate.id}
          getCardLabel={nameOf}
          getMoveTargets={moveTargets}
          onMove={(candidate, _from, to) => move(candidate, to)}
          labels={labels}
          readOnly={!mayMove}
          fillViewport
        >
          {shown.map((stage) => (
            <StageColumn
              key={`${stage.id}-${listKey}`}
              recruitmentId={recruitment.id}
              stage={stage}
              filter={filter}
              listKey={listKey}
              nameOf={nameOf}
              now={now}
              onEmail={mayContact ? setEmailTo : undefined}
            />
          ))}
        </PipelineBoard>
      )}
      {emailTo ? (
        <Suspense fallback={null}>
          <ComposeEmailDialog
            recruitmentId={recruitment.id}
            recruiteeId={emailTo.id}
            candidateName={nameOf(emailTo)}
            open
            onClose={() => setEmailTo(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
