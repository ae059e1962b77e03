import { fieldLimits, type Score } from '@ats/api-sdk';
import type { Stage } from '@ats/api-sdk/rtk';
import { Box, MultiSelect, type SelectOption } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { SearchForm } from '../../../shared/ui/SearchForm.tsx';
import { type CandidateFilter, filterableStages, scoreChoices } from './candidateFilter.ts';
import { candidatesMessages as messages } from './messages.ts';

/** The contract's SearchQuery takes 200 characters, as long as a name: longer would be a 400. */
const searchMaxLength = fieldLimits.RecruitmentRecruitee.firstName.maxLength;

export interface CandidateFiltersProps {
  /** Every stage; the live ones are offered. */
  stages: readonly Stage[];
  filter: CandidateFilter;
  /** Called with the whole new filter on a search submit or a changed choice. */
  onChange: (filter: CandidateFilter) => void;
}

/**
 * The filters of spec part 2 §2.6: the search, submitted on the form; the stages ("All
 * stages" when none is chosen) and my scores, 5 to 1 and 0 for "No score" ("All scores").
 */
export function CandidateFilters({ stages, filter, onChange }: CandidateFiltersProps) {
  const intl = useIntl();
  const stageOptions: SelectOption[] = filterableStages(stages).map((stage) => ({
    value: stage.id,
    label: stage.name,
  }));
  const scoreOptions: SelectOption[] = scoreChoices.map((score) => ({
    value: String(score),
    label:
      score === 0
        ? intl.formatMessage(messages.noScore)
        : intl.formatMessage(messages.scoreChoice, { score }),
  }));
  return (
    <Box display="flex" alignItems="flex-end" gap="medium" flexWrap="wrap">
      <SearchForm
        label={intl.formatMessage(messages.searchLabel)}
        buttonLabel={intl.formatMessage(messages.searchButton)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        maxLength={searchMaxLength}
        initialQuery={filter.searchQuery}
        onSearch={(searchQuery) => onChange({ ...filter, searchQuery })}
      />
      {/* A small gap: the two filters share a line on a phone. */}
      <Box display="flex" alignItems="flex-end" gap="small" flexWrap="wrap">
        <MultiSelect
          label={intl.formatMessage(messages.stageFilter)}
          allLabel={intl.formatMessage(messages.allStages)}
          options={stageOptions}
          value={filter.stageIds}
          onChange={(stageIds) => onChange({ ...filter, stageIds })}
        />
        <MultiSelect
          label={intl.formatMessage(messages.scoreFilter)}
          allLabel={intl.formatMessage(messages.allScores)}
          options={scoreOptions}
          value={filter.scores.map(String)}
          onChange={(scores) => onChange({ ...filter, scores: scores.map(Number) as Score[] })}
        />
      </Box>
    </Box>
  );
}
