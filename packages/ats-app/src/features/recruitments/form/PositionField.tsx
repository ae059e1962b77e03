import { useListPositionsQuery } from '@ats/api-sdk/rtk';
import type { AutocompleteOption } from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormAutocomplete } from '../../../shared/forms/FormAutocomplete.tsx';
import { formMessages } from './messages.ts';
import { recruitmentLimits } from './recruitmentSchemas.ts';

/** Suggestions shown at a time (spec part 2 §9 names 10 for keyword suggestions). */
const suggestionCount = 10;

/**
 * The position (spec part 2 §3): an autocomplete over the positions whose name starts with the
 * typed text, searched 300 ms after typing stops. Choosing one keeps its id; typing, or
 * "Create new", leaves only the name, which the save sends as a new position's name
 * (`newOrExistingPosition`).
 */
export function PositionField({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const form = useForm();
  const [searchText, setSearchText] = useState('');
  const startingWith = searchText.trim();
  const { data, isFetching } = useListPositionsQuery(
    { startingWith, page: 1, pageSize: suggestionCount },
    { skip: startingWith === '' },
  );
  const options = useMemo<AutocompleteOption[]>(
    () =>
      startingWith === ''
        ? []
        : (data?.result ?? []).map((position) => ({
            value: position.id,
            label: position.localizedPositionName,
          })),
    [data, startingWith],
  );
  const positionId = useField<string | null>('positionId', { subscription: { value: true } }).input
    .value;
  const positionName = useField<string>('positionName', { subscription: { value: true } }).input
    .value;
  const newName = positionId ? '' : (positionName ?? '').trim();

  return (
    <FormAutocomplete
      name="positionName"
      label={intl.formatMessage(formMessages.position)}
      description={
        newName === ''
          ? intl.formatMessage(formMessages.positionHelp)
          : intl.formatMessage(formMessages.newPosition, { name: newName })
      }
      required
      disabled={disabled}
      maxLength={recruitmentLimits.newOrExistingPosition.maxLength}
      options={options}
      loading={isFetching}
      onSearch={setSearchText}
      // Typed text names a position of its own until a suggestion is chosen.
      onTextChange={() => form.change('positionId', null)}
      onSelect={(option) => form.change('positionId', option.value)}
      onCreate={(name) => {
        form.batch(() => {
          form.change('positionName', name);
          form.change('positionId', null);
        });
      }}
    />
  );
}
