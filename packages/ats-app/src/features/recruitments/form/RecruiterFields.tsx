import { useListRecruitersQuery } from '@ats/api-sdk/rtk';
import { Select, type SelectOption } from '@ats/design-system';
import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormMultiSelect } from '../../../shared/forms/FormMultiSelect.tsx';
import { FormOptionalSelect } from '../../../shared/forms/FormOptionalSelect.tsx';
import { fieldMessages } from '../../../shared/forms/fieldMessages.ts';
import { useFormField } from '../../../shared/forms/useFormField.ts';
import { formMessages } from './messages.ts';
import { type Person, personOf, sortedPeople } from './people.ts';

/** Spec part 2 §7, §9: the recruiter pickers load up to 1000 recruiters. */
export const recruiterPageSize = 1000;

export interface RecruiterFieldsProps {
  /** Every recruiter, with the people the recruitment already names (owner, hiring manager, team). */
  people: readonly Person[];
  disabled: boolean;
}

function useOptionsOf(people: readonly Person[]): SelectOption[] {
  const intl = useIntl();
  return useMemo(
    () =>
      people.map((person) => ({
        value: person.id,
        label: intl.formatMessage(formMessages.userName, {
          firstName: person.firstName,
          lastName: person.lastName,
        }),
      })),
    [people, intl],
  );
}

/**
 * The recruitment's people (spec part 2 §3, §5, §6): the owner (required, pre-filled with the
 * signed-in user on a new recruitment), the hiring manager (optional, clearable) and the team.
 */
export function RecruiterFields({ people, disabled }: RecruiterFieldsProps) {
  const intl = useIntl();
  const options = useOptionsOf(people);
  return (
    <>
      <OwnerSelect options={options} disabled={disabled} />
      <FormOptionalSelect
        name="hiringManagerId"
        label={intl.formatMessage(formMessages.hiringManager)}
        noneLabel={intl.formatMessage(formMessages.noHiringManager)}
        disabled={disabled}
        options={options}
      />
      <TeamSelect people={people} disabled={disabled} />
    </>
  );
}

/** The owner; a picked team member who becomes the owner leaves the picked ones. */
function OwnerSelect({ options, disabled }: { options: SelectOption[]; disabled: boolean }) {
  const intl = useIntl();
  const form = useForm();
  const field = useFormField('recruitmentOwnerId', '');
  return (
    <Select
      {...field}
      label={intl.formatMessage(formMessages.owner)}
      placeholder={intl.formatMessage(fieldMessages.selectPlaceholder)}
      required
      disabled={disabled}
      options={options}
      onChange={(ownerId) => {
        const picked = (form.getFieldState('recruiterIds')?.value ?? []) as string[];
        form.batch(() => {
          field.onChange(ownerId);
          form.change(
            'recruiterIds',
            picked.filter((id) => id !== ownerId),
          );
        });
      }}
    />
  );
}

/**
 * The team besides the owner, who is always on it (spec part 2 §2.5, §6): recruiters sorted by
 * last then first name, without the owner, whom the server leaves out (`ATSUserIdsToSkip`).
 */
function TeamSelect({ people, disabled }: RecruiterFieldsProps) {
  const intl = useIntl();
  const ownerId =
    useField<string>('recruitmentOwnerId', { subscription: { value: true } }).input.value ?? '';
  const pickedValue = useField<string[] | ''>('recruiterIds', { subscription: { value: true } })
    .input.value;
  const { currentData } = useListRecruitersQuery(
    { page: 1, pageSize: recruiterPageSize, atsUserIdsToSkip: ownerId ? [ownerId] : [] },
    { skip: disabled },
  );
  const teamPeople = useMemo(() => {
    const pickedIds = pickedValue === '' ? [] : pickedValue;
    // Until the owner's list arrives, everyone known but the owner.
    const offered = currentData ? currentData.result.map(personOf) : people;
    const picked = people.filter((person) => pickedIds.includes(person.id));
    return sortedPeople([offered, picked], intl.locale, ownerId ? [ownerId] : []);
  }, [currentData, people, pickedValue, ownerId, intl.locale]);
  const options = useOptionsOf(teamPeople);
  return (
    <FormMultiSelect
      name="recruiterIds"
      label={intl.formatMessage(formMessages.team)}
      description={intl.formatMessage(formMessages.teamHelp)}
      disabled={disabled}
      options={options}
    />
  );
}
