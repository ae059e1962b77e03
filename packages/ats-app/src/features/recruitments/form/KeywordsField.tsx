import { useListKeywordsQuery } from '@ats/api-sdk/rtk';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormTagsField } from '../../../shared/forms/FormTagsField.tsx';
import { formMessages } from './messages.ts';
import { recruitmentLimits } from './recruitmentSchemas.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Spec part 2 §9: keyword suggestions, 10 by default, 300 ms after typing stops. */
const suggestionCount = 10;
const searchDelay = 300;

/** The keywords (spec part 2 §3): free texts with suggestions of keywords used before. */
export function KeywordsField({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const startingWith = useDebouncedValue(typed.trim(), searchDelay);
  const { data, isFetching } = useListKeywordsQuery(
    { startingWith, page: 1, pageSize: suggestionCount },
    { skip: startingWith === '' },
  );
  const limits = recruitmentLimits.keywords;
  return (
    <FormTagsField
      name="keywords"
      label={intl.formatMessage(formMessages.keywords)}
      description={intl.formatMessage(formMessages.keywordsHelp)}
      disabled={disabled}
      suggestions={startingWith === '' || typed.trim() === '' ? [] : (data?.result ?? [])}
      loading={isFetching}
      onInputChange={setTyped}
      maxItems={limits.maxItems}
      maxLength={limits.items.maxLength}
    />
  );
}
