import { fieldLimits } from '@ats/api-sdk';
import { useIntl } from 'react-intl';
import { SearchForm } from '../../../shared/ui/SearchForm.tsx';
import { listMessages } from '../messages.ts';

/**
 * The contract bounds the search text like a name (its SearchQuery parameter and names share
 * one limit, a contract test holds them equal); a longer search would be refused with a 400.
 */
const searchMaxLength = fieldLimits.QuestionnaireListItem.name.maxLength;

export interface QuestionnaireSearchProps {
  /** The search in effect, shown when the form first appears. */
  initialQuery: string;
  /** Runs the search with the submitted text. */
  onSearch: (searchQuery: string) => void;
}

/** The list's search box: typing changes nothing until the form is submitted (spec part 1 §2). */
export function QuestionnaireSearch({ initialQuery, onSearch }: QuestionnaireSearchProps) {
  const intl = useIntl();
  return (
    <SearchForm
      label={intl.formatMessage(listMessages.searchLabel)}
      buttonLabel={intl.formatMessage(listMessages.searchButton)}
      maxLength={searchMaxLength}
      initialQuery={initialQuery}
      onSearch={onSearch}
    />
  );
}
