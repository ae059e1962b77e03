import { type StaffUser, useDeactivateUserMutation, useListUsersQuery } from '@ats/api-sdk/rtk';
import { Box, Button, Modal, type SelectOption, Text, toast } from '@ats/design-system';
import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { errorMessages, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { fieldMessages } from '../../../shared/forms/fieldMessages.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { deactivateMessages, usersMessages } from './messages.ts';
import { showUserActionFailure } from './refusal.ts';
import { staffName } from './staffName.ts';

interface DeactivateValues {
  recruitmentsOwnerId: string;
}

/** Everyone a picker may offer: staff are thousands at most (the recruiter pickers load 1000). */
const peoplePageSize = 1000;

export interface DeactivateUserDialogProps {
  /** The person to deactivate (or whose invitation to withdraw); closed when null. */
  user: StaffUser | null;
  onClose: () => void;
}

/**
 * "Deactivate <name>?" (issue 27): their sessions end at once, their history keeps their name.
 * When they own recruitments, the dialog asks who takes them over, among the active staff
 * (the server refuses anyone else). An invitation is withdrawn the same way.
 */
export function DeactivateUserDialog({ user, onClose }: DeactivateUserDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [deactivateUser] = useDeactivateUserMutation();
  const name = user ? staffName(intl, user) : '';
  const invited = user?.status === 'Invited';
  const needsOwner = (user?.ownedRecruitmentsCount ?? 0) > 0;

  async function submit(values: DeactivateValues) {
    if (!user) return undefined;
    try {
      await deactivateUser({
        userId: user.id,
        deactivateUserInput: needsOwner ? { recruitmentsOwnerId: values.recruitmentsOwnerId } : {},
      }).unwrap();
    } catch (error) {
      const field = (error as { data?: { field?: unknown } }).data?.field;
      if (toApiError(error).status === 400 && field === 'recruitmentsOwnerId') {
        return { recruitmentsOwnerId: { message: deactivateMessages.ownerRefused } };
      }
      showUserActionFailure(intl, error, user);
      return undefined;
    }
    toast.success({
      title: intl.formatMessage(errorMessages.successTitle),
      message: intl.formatMessage(
        invited ? deactivateMessages.withdrawn : deactivateMessages.deactivated,
        { name },
      ),
    });
    onClose();
    return undefined;
  }

  return (
    <Form<DeactivateValues>
      key={user?.id ?? 'closed'}
      onSubmit={submit}
      initialValues={{ recruitmentsOwnerId: '' }}
      validate={(values) =>
        needsOwner && !values.recruitmentsOwnerId
          ? { recruitmentsOwnerId: validate.required }
          : undefined
      }
      render={({ handleSubmit, submitting }) => (
        <Modal
          open={user !== null}
          onClose={onClose}
          role="alertdialog"
          title={intl.formatMessage(
            invited ? deactivateMessages.withdrawTitle : deactivateMessages.title,
            { name },
          )}
          closeLabel={intl.formatMessage(usersMessages.close)}
          dismissible={!submitting}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {intl.formatMessage(usersMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} variant="critical" loading={submitting}>
                {intl.formatMessage(
                  invited ? usersMessages.withdrawInvitation : usersMessages.deactivate,
                )}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Box display="flex" flexDirection="column" gap="medium">
              <Text>
                {intl.formatMessage(
                  invited ? deactivateMessages.withdrawExplanation : deactivateMessages.explanation,
                )}
              </Text>
              {user && needsOwner ? (
                <>
                  <Text>
                    {intl.formatMessage(deactivateMessages.ownsRecruitments, {
                      name,
                      count: user.ownedRecruitmentsCount,
                    })}
                  </Text>
                  <NewOwnerSelect leaving={user} disabled={Boolean(submitting)} />
                </>
              ) : null}
            </Box>
          </form>
        </Modal>
      )}
    />
  );
}

/** The new owner: an active staff member other than the person leaving, with a search. */
function NewOwnerSelect({ leaving, disabled }: { leaving: StaffUser; disabled: boolean }) {
  const intl = useIntl();
  const { data } = useListUsersQuery({ page: 1, pageSize: peoplePageSize, status: 'Active' });
  const options: SelectOption[] = useMemo(
    () =>
      (data?.result ?? [])
        .filter((person) => person.id !== leaving.id)
        .map((person) => ({ value: person.id, label: staffName(intl, person) })),
    [data, leaving.id, intl],
  );
  return (
    <FormSelect
      name="recruitmentsOwnerId"
      label={intl.formatMessage(deactivateMessages.newOwner)}
      placeholder={intl.formatMessage(fieldMessages.selectPlaceholder)}
      required
      disabled={disabled}
      options={options}
      search={(text) => {
        const wanted = text.trim().toLocaleLowerCase(intl.locale);
        return wanted === ''
          ? options
          : options.filter((option) =>
              option.label.toLocaleLowerCase(intl.locale).includes(wanted),
            );
      }}
      searchLabel={intl.formatMessage(deactivateMessages.searchPeople)}
      emptyText={intl.formatMessage(deactivateMessages.noPeople)}
    />
  );
}
