import { Box, Button, SearchIcon, TextField } from '@ats/design-system';
import { type FormEvent, useState } from 'react';

export interface SearchFormProps {
  /** Names the search landmark and labels its text box, e.g. "Search questionnaires". */
  label: string;
  /** Text of the submit button, e.g. "Search". */
  buttonLabel: string;
  /** Example text shown while the box is empty, e.g. "Name, e-mail or phone". */
  placeholder?: string;
  /** The longest text the API takes as a search (longer ones would be refused with a 400). */
  maxLength: number;
  /** The search in effect, shown when the form first appears. */
  initialQuery: string;
  /** Runs the search with the submitted text, trimmed. */
  onSearch: (searchQuery: string) => void;
}

/**
 * A list's search box (spec part 1 §2, part 2 §2.1): typing changes nothing until the form is
 * submitted with Enter or the search button, so the list does not reload on every keystroke.
 */
export function SearchForm({
  label,
  buttonLabel,
  placeholder,
  maxLength,
  initialQuery,
  onSearch,
}: SearchFormProps) {
  const [text, setText] = useState(initialQuery);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        {/* The box is at least as wide as its example text (in `ch`, wider than most letters,
            plus the box's padding); where that and the button do not fit on one line (phones),
            the button goes under the box, which then takes the whole line. */}
        <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="small">
          <div
            style={{
              flex: `1 1 calc(${Math.max(placeholder?.length ?? 0, 20)}ch + 3.5rem)`,
              minWidth: 0,
            }}
          >
            <TextField
              type="search"
              label={label}
              value={text}
              onChange={setText}
              placeholder={placeholder}
              autoComplete="off"
              maxLength={maxLength}
            />
          </div>
          <Button type="submit" variant="secondary" icon={<SearchIcon />}>
            {buttonLabel}
          </Button>
        </Box>
      </form>
    </search>
  );
}
