import { Box, Button, SearchIcon, TextField } from '@ats/design-system';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages.ts';

export interface QuestionnaireSearchProps {
  /** The search in effect, shown when the form first appears. */
  initialQuery: string;
  /** Runs the search with the submitted text. */
  onSearch: (searchQuery: string) => void;
}

/** The list's search box: typing changes nothing until the form is submitted (spec part 1 §2). */
export function QuestionnaireSearch({ initialQuery, onSearch }: QuestionnaireSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState(initialQuery);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <search aria-label={intl.formatMessage(listMessages.searchLabel)}>
      <form onSubmit={submit}>
        <Box display="flex" alignItems="flex-end" gap="small">
          <TextField
            type="search"
            label={intl.formatMessage(listMessages.searchLabel)}
            value={text}
            onChange={setText}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" icon={<SearchIcon />}>
            {intl.formatMessage(listMessages.searchButton)}
          </Button>
        </Box>
      </form>
    </search>
  );
}
