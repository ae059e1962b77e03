import type { RecruitmentDetails, RecruitmentRecruitee, Stage } from '@ats/api-sdk/rtk';
import {
  Box,
  Breadcrumbs,
  EmptyState,
  Heading,
  PipelineBoard,
  type PipelineBoardLabelsInput,
  type PipelineColumnInfo,
  Text,
} from '@ats/design-system';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../shared/routing/paths.ts';
import { stageTypeLook } from '../../../shared/stages/stageTypeLook.ts';
import { CandidateFilters } from '../inRecruitment/CandidateFilters.tsx';
import { CandidateViews } from '../inRecruitment/CandidateViews.tsx';
import { type CandidateFilter, noCandidateFilter } from '../inRecruitment/candidateFilter.ts';
import { candidatesMessages } from '../inRecruitment/messages.ts';
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

// Each entry to the screen, and each filter change, loads every column from page 1 again.
let boards = 0;

/**
 * The loaded pipeline board: breadcrumbs, the Candidates/Pipeline views, the list's filters
 * (the stage filter chooses the columns) and one column per live stage in stage order. Cards
 * move by drag and drop, by Alt+Left/Right, or by their "Move to…" menu, through setStage.
 */
export function RecruitmentPipeline({ recruitment, stages }: RecruitmentPipelineProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState<CandidateFilter>(noCandidateFilter);
  const [listKey, setListKey] = useState(() => `board-${++boards}`);
  const { moveTargets, move } = usePipelineMoves(recruitment.id);
  const [emailTo, setEmailTo] = useState<RecruitmentRecruitee | null>(null);
  // "Days in stage" count to the moment the board was (re)loaded, the same for every card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list key is a new moment.
  const now = useMemo(() => new Date(), [listKey]);

  const nameOf = useCallback(
    (candidate: RecruitmentRecruitee) =>
      intl.formatMessage(candidatesMessages.candidateName, {
        firstName: candidate.firstName,
        lastName: candidate.lastName,
      }),
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

  function show(next: CandidateFilter) {
    setFilter(next);
    setListKey(`board-${++boards}`);
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Breadcrumbs
        label={intl.formatMessage(candidatesMessages.breadcrumbLabel)}
        items={[
          {
            label: intl.formatMessage(candidatesMessages.breadcrumbRecruitments),
            href: paths.recruitments(),
          },
          { label: recruitment.title, href: paths.recruitment(recruitment.id) },
          { label: intl.formatMessage(messages.breadcrumbPipeline) },
        ]}
      />
      <Box display="flex" flexDirection="column" gap="xxsmall">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{recruitment.positionName ?? recruitment.title}</Text>
      </Box>
      <CandidateViews recruitmentId={recruitment.id} current="pipeline" />
      <CandidateFilters stages={stages} filter={filter} onChange={show} />
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
              onEmail={setEmailTo}
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
