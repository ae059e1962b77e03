import {
  type RecruitmentDetails,
  recruitmentsApi,
  useListRecruitersQuery,
  useUpdateRecruitmentTeamMutation,
} from '@ats/api-sdk/rtk';
import { Box, Button, Checkbox, Modal, Spinner, Text } from '@ats/design-system';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { detailsMessages, teamMessages } from './messages.ts';
import {
  canSaveTeam,
  maxTeamSize,
  type TeamCandidate,
  teamCandidates,
  teamToSave,
} from './teamSelection.ts';

/** Spec part 2 §9: pickers read one page of 1000. */
const recruiterPageSize = 1000;

export interface TeamModalProps {
  recruitment: RecruitmentDetails;
  /** Whether it is shown. */
  open: boolean;
  /** Closes it (Cancel, Escape, the close button, or after a saved change). */
  onClose: () => void;
}

/**
 * The team modal (spec part 2 §2.5): the owner as a fixed, checked entry that cannot be
 * unchecked, then every recruiter (last name, first name) with a checkbox, checked when on
 * the team. Save sends the owner and the checked recruiters; the answer replaces the team
 * shown, and the modal closes. A failed save keeps the modal and the choice.
 */
export function TeamModal({ recruitment, open, onClose }: TeamModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const groupLabelId = useId();
  const owner = recruitment.recruitmentOwner;
  const recruiters = useListRecruitersQuery(
    { page: 1, pageSize: recruiterPageSize },
    { skip: !open },
  );
  const [updateTeam, { isLoading: isSaving }] = useUpdateRecruitmentTeamMutation();

  // The choice starts from the current team each time the modal opens.
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  if (!open && chosen !== null) setChosen(null);
  const currentTeam = recruitment.recruitmentTeamMembers;
  const selection = useMemo(
    () =>
      chosen ??
      new Set(currentTeam.map((member) => member.id).filter((memberId) => memberId !== owner.id)),
    [chosen, currentTeam, owner.id],
  );

  const candidates = useMemo(
    () =>
      recruiters.data
        ? teamCandidates(
            recruiters.data.result.map((recruiter) => ({
              id: recruiter.recruiterATSUserId,
              firstName: recruiter.firstName,
              lastName: recruiter.lastName,
            })),
            currentTeam,
            owner.id,
            intl.locale,
          )
        : [],
    [recruiters.data, currentTeam, owner.id, intl.locale],
  );

  const teamIds = teamToSave(owner.id, selection);
  const full = teamIds.length >= maxTeamSize;
  const nameOf = (person: TeamCandidate) => intl.formatMessage(detailsMessages.personName, person);

  function toggle(personId: string, checked: boolean) {
    const next = new Set(selection);
    if (checked) next.add(personId);
    else next.delete(personId);
    setChosen(next);
  }

  async function save() {
    if (!canSaveTeam(teamIds) || isSaving) return;
    try {
      const team = await updateTeam({
        updateRecruitmentTeamInput: {
          recruitmentId: recruitment.id,
          editedRecruitmentRecruiterIds: teamIds,
        },
      }).unwrap();
      dispatch(
        recruitmentsApi.util.updateQueryData('getRecruitment', { id: recruitment.id }, (draft) => {
          draft.recruitmentTeamMembers = team;
        }),
      );
      feedback.succeeded(teamMessages.changed);
      onClose();
    } catch (error) {
      // An error toast, not the success-style one spec part 2 §8 mentions: a failure that
      // looks like a success would be misread.
      feedback.failed(error, teamMessages.changeFailed);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(teamMessages.title)}
      description={intl.formatMessage(teamMessages.description)}
      closeLabel={intl.formatMessage(teamMessages.close)}
      dismissible={!isSaving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {intl.formatMessage(teamMessages.cancel)}
          </Button>
          <Button
            onClick={() => void save()}
            loading={isSaving}
            disabled={!recruiters.data || !canSaveTeam(teamIds)}
          >
            {intl.formatMessage(teamMessages.save)}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="small" paddingTop="medium">
        <Text id={groupLabelId} weight="bold">
          {intl.formatMessage(teamMessages.groupLabel)}
        </Text>
        {recruiters.data ? (
          <Box
            role="group"
            aria-labelledby={groupLabelId}
            display="flex"
            flexDirection="column"
            gap="small"
          >
            <Checkbox
              label={nameOf(owner)}
              description={intl.formatMessage(teamMessages.owner)}
              checked
              disabled
              onChange={() => undefined}
            />
            {candidates.map((person) => {
              const checked = selection.has(person.id);
              return (
                <Checkbox
                  key={person.id}
                  label={nameOf(person)}
                  checked={checked}
                  // At the contract's limit only unchecking is possible.
                  disabled={isSaving || (full && !checked)}
                  onChange={(next) => toggle(person.id, next)}
                />
              );
            })}
            {full ? (
              <Text size="small" tone="muted">
                {intl.formatMessage(teamMessages.full, { max: maxTeamSize })}
              </Text>
            ) : null}
          </Box>
        ) : recruiters.isError ? (
          <Box display="flex" flexDirection="column" alignItems="flex-start" gap="small">
            <Text tone="danger">{intl.formatMessage(teamMessages.loadFailed)}</Text>
            <Button variant="secondary" onClick={() => void recruiters.refetch()}>
              {intl.formatMessage(teamMessages.tryAgain)}
            </Button>
          </Box>
        ) : (
          <Box display="flex" justifyContent="center" padding="medium">
            <Spinner label={intl.formatMessage(teamMessages.loading)} />
          </Box>
        )}
      </Box>
    </Modal>
  );
}
