import type { RecruitmentRecruitee, Stage } from '@ats/api-sdk/rtk';
import {
  Avatar,
  Box,
  Button,
  CalendarIcon,
  DocumentIcon,
  DownloadIcon,
  EditIcon,
  IconButton,
  type InfiniteTableColumn,
  Menu,
  NoteIcon,
  PhoneIcon,
  StarIcon,
  StarScore,
  StatusLabel,
  Tooltip,
  TruncatedText,
  ViewIcon,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { serverPaths } from '../../../shared/routing/paths.ts';
import { stageTypeLook } from '../../../shared/stages/stageTypeLook.ts';
import type { CandidateDialogKind } from './CandidateDialogs.tsx';
import { candidatesMessages as messages } from './messages.ts';

/** The id of the column whose content (photo and name) is the row's link to the profile. */
export const linkColumnId = 'candidate';

type Column = InfiniteTableColumn<RecruitmentRecruitee>;

const actionIcons = {
  call: <PhoneIcon />,
  meeting: <CalendarIcon />,
  note: <NoteIcon />,
} as const;

export interface CandidateColumnsOptions {
  /** Every stage by id, deleted ones included. */
  stages: ReadonlyMap<string, Stage>;
  /** The candidate's name as rows show it. */
  nameOf: (candidate: RecruitmentRecruitee) => string;
  /** Opens one of a row's modals. */
  onOpen: (kind: CandidateDialogKind, candidate: RecruitmentRecruitee) => void;
  /** Downloads the candidate's application form and resume as one PDF. */
  onDownload: (candidate: RecruitmentRecruitee) => void;
  /** What the role allows (issue 27): the rows offer only that. */
  may: CandidateActionsAllowed;
}

/** The row actions the signed-in user's role allows. */
export interface CandidateActionsAllowed {
  /** Change the stage (manageCandidates). */
  move: boolean;
  /** Call and meeting (contactCandidates). */
  contact: boolean;
  /** Score and note (reviewCandidates). */
  review: boolean;
}

type RowAction = 'call' | 'meeting' | 'note';

/** The action menu's entries the role allows, in menu order. */
function rowActions(may: CandidateActionsAllowed): RowAction[] {
  return [
    ...(may.contact ? (['call', 'meeting'] as const) : []),
    ...(may.review ? (['note'] as const) : []),
  ];
}

/**
 * The list's columns (spec part 2 §2.6): photo and name (the row's link to the profile), the
 * document buttons, the application date, the stage with its change button, my score with the
 * average and the reviews, and the action menu.
 */
export function useCandidateColumns({
  stages,
  nameOf,
  onOpen,
  onDownload,
  may,
}: CandidateColumnsOptions): Column[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return useMemo(() => {
    const allowedActions = rowActions(may);
    const candidate: Column = {
      id: linkColumnId,
      header: intl.formatMessage(messages.columnCandidate),
      width: '21%',
      cell: (row) => (
        <Box as="span" display="flex" alignItems="center" gap="small">
          <Avatar name={nameOf(row)} src={serverPaths.listedRecruiteePhoto(row)} decorative />
          <TruncatedText lines={2}>{nameOf(row)}</TruncatedText>
        </Box>
      ),
    };
    const documents: Column = {
      id: 'documents',
      header: intl.formatMessage(messages.columnDocuments),
      width: '12%',
      cell: (row) => {
        const name = nameOf(row);
        return (
          <Box display="flex" gap="xxsmall">
            {row.newestResumeFileIdentifier ? (
              <Tooltip content={intl.formatMessage(messages.viewResume)}>
                <IconButton
                  size="small"
                  icon={<ViewIcon />}
                  label={intl.formatMessage(messages.viewResumeOf, { name })}
                  onClick={() => onOpen('resume', row)}
                />
              </Tooltip>
            ) : null}
            <Tooltip content={intl.formatMessage(messages.viewApplicationForm)}>
              <IconButton
                size="small"
                icon={<DocumentIcon />}
                label={intl.formatMessage(messages.viewApplicationFormOf, { name })}
                onClick={() => onOpen('applicationForm', row)}
              />
            </Tooltip>
            <Tooltip content={intl.formatMessage(messages.download)}>
              <IconButton
                size="small"
                icon={<DownloadIcon />}
                label={intl.formatMessage(messages.downloadOf, { name })}
                onClick={() => onDownload(row)}
              />
            </Tooltip>
          </Box>
        );
      },
    };
    const applied: Column = {
      id: 'applied',
      header: intl.formatMessage(messages.columnApplied),
      width: '11%',
      cell: (row) => formatDate(row.newestJobApplicationDate),
    };
    const stage: Column = {
      id: 'stage',
      header: intl.formatMessage(messages.columnStage),
      width: '24%',
      cell: (row) => {
        const current = stages.get(row.recruitmentRecruiteeStageId);
        // The button wraps below a long stage name ("Rozmowa kwalifikacyjna") rather than cut it.
        return (
          <Box display="flex" alignItems="center" gap="xsmall" flexWrap="wrap">
            <StatusLabel tone={current ? stageTypeLook[current.stageType].tone : 'neutral'}>
              {current?.name ?? intl.formatMessage(messages.unknownStage)}
            </StatusLabel>
            {may.move ? (
              <Tooltip content={intl.formatMessage(messages.changeStage)}>
                <IconButton
                  size="small"
                  icon={<EditIcon />}
                  label={intl.formatMessage(messages.changeStageOf, { name: nameOf(row) })}
                  onClick={() => onOpen('changeStage', row)}
                />
              </Tooltip>
            ) : null}
          </Box>
        );
      },
    };
    const score: Column = {
      id: 'score',
      header: intl.formatMessage(messages.columnScore),
      width: '23%',
      cell: (row) => (
        <Box display="flex" flexDirection="column" alignItems="flex-start" gap="xxsmall">
          {may.review ? (
            <Button
              variant="ghost"
              size="small"
              icon={<StarIcon />}
              onClick={() => onOpen('giveScore', row)}
            >
              {row.scoreSetByMe > 0
                ? intl.formatMessage(messages.myScore, { score: row.scoreSetByMe })
                : intl.formatMessage(messages.notScored)}
            </Button>
          ) : null}
          <StarScore
            average={row.averageScore}
            reviewCount={row.reviewCount}
            // With no review there is no list to open.
            onReviewsClick={row.reviewCount > 0 ? () => onOpen('allScores', row) : undefined}
            formatScoreLabel={(rounded) =>
              rounded === 0
                ? intl.formatMessage(messages.noScoreYet)
                : intl.formatMessage(messages.averageScore, { score: rounded })
            }
            formatReviews={(count) => intl.formatMessage(messages.reviews, { count })}
          />
        </Box>
      ),
    };
    const actions: Column = {
      id: 'actions',
      header: intl.formatMessage(messages.columnActions),
      width: '9%',
      align: 'end',
      card: 'actions',
      cell: (row) => (
        <Menu
          label={intl.formatMessage(messages.actionsFor, { name: nameOf(row) })}
          items={allowedActions.map((action) => ({
            id: action,
            label: intl.formatMessage(messages[action]),
            icon: actionIcons[action],
            onSelect: () => onOpen(action, row),
          }))}
        />
      ),
    };
    // A role with none of the menu's actions (issue 27) gets no actions column.
    return [
      candidate,
      documents,
      applied,
      stage,
      score,
      ...(allowedActions.length ? [actions] : []),
    ];
  }, [intl, formatDate, stages, nameOf, onOpen, onDownload, may]);
}
