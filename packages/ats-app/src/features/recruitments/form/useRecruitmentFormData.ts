import {
  type RecruitmentForEdit,
  type UserSummary,
  useGetQuestionnaireQuery,
  useListCurrenciesQuery,
  useListQuestionnairesForRecruitmentQuery,
  useListRecruitersQuery,
} from '@ats/api-sdk/rtk';
import type { SelectOption } from '@ats/design-system';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { currencyName, type NamedCurrency } from '../../../shared/recruitments/currencyName.ts';
import { formMessages } from './messages.ts';
import { type Person, personOf, sortedPeople } from './people.ts';
import { recruiterPageSize } from './RecruiterFields.tsx';

/** Spec part 2 §7: questionnaires for a recruitment, page 1 of 1000. */
const questionnairePageSize = 1000;

/** The currency choices, named as the recruitment's details and its job offer name them. */
export function currencyOptions(
  currencies: readonly NamedCurrency[],
  locale: string,
): SelectOption[] {
  return currencies.map((currency) => ({
    value: currency.id,
    label: currencyName(currency, locale),
  }));
}

/** What the form's choices offer, ready to show. */
export interface RecruitmentFormData {
  currencyOptions: SelectOption[];
  questionnaireOptions: SelectOption[];
  people: Person[];
}

export type RecruitmentFormDataState =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; data: RecruitmentFormData };

/**
 * The lists the form chooses from (spec part 2 §2.3: currencies and questionnaires; §7: the
 * recruiters): each loaded once per visit. The people the recruitment already names (or the
 * signed-in user, its default owner) are added to the recruiters, so that every choice has its
 * option. A questionnaire no longer offered (a draft or deleted one the recruitment still
 * uses) is looked up by id to show its name, marked as no longer available.
 */
export function useRecruitmentFormData(
  recruitment: RecruitmentForEdit | null,
  knownPeople: readonly UserSummary[],
): RecruitmentFormDataState {
  const intl = useIntl();
  const currencies = useListCurrenciesQuery();
  const questionnaires = useListQuestionnairesForRecruitmentQuery(
    { page: 1, pageSize: questionnairePageSize },
    { refetchOnMountOrArgChange: true },
  );
  const recruiters = useListRecruitersQuery(
    { page: 1, pageSize: recruiterPageSize },
    { refetchOnMountOrArgChange: true },
  );
  const currentQuestionnaireId = recruitment?.questionnaireId ?? null;
  const offersCurrent =
    currentQuestionnaireId === null ||
    questionnaires.data?.result.some((option) => option.id === currentQuestionnaireId);
  const current = useGetQuestionnaireQuery(
    { id: currentQuestionnaireId ?? '' },
    { skip: !questionnaires.data || offersCurrent },
  );

  // Every questionnaire offered during this visit keeps its option: one the user chose may be
  // deleted or drafted meanwhile (a failed save refetches the list), and the form must still
  // show the choice, which the server then refuses.
  const seenQuestionnaires = useRef(new Map<string, string>());

  const data = useMemo((): RecruitmentFormData | null => {
    if (!currencies.data || !questionnaires.data || !recruiters.data) return null;
    if (!offersCurrent && !current.data && !current.isError) return null;
    const seen = seenQuestionnaires.current;
    const listed = questionnaires.data.result;
    for (const option of listed) seen.set(option.id, option.name);
    if (!offersCurrent && currentQuestionnaireId !== null && current.data) {
      seen.set(currentQuestionnaireId, current.data.name);
    }
    const questionnaireOptions: SelectOption[] = listed.map((option) => ({
      value: option.id,
      label: option.name,
    }));
    for (const [id, name] of seen) {
      if (listed.some((option) => option.id === id)) continue;
      questionnaireOptions.push({
        value: id,
        label: intl.formatMessage(formMessages.questionnaireGone, { name }),
      });
    }
    if (currentQuestionnaireId !== null && !seen.has(currentQuestionnaireId)) {
      questionnaireOptions.push({
        value: currentQuestionnaireId,
        label: intl.formatMessage(formMessages.questionnaireUnavailable),
      });
    }
    return {
      currencyOptions: currencyOptions(currencies.data, intl.locale),
      questionnaireOptions,
      people: sortedPeople([recruiters.data.result.map(personOf), knownPeople], intl.locale),
    };
  }, [
    currencies.data,
    questionnaires.data,
    recruiters.data,
    offersCurrent,
    current.data,
    current.isError,
    currentQuestionnaireId,
    knownPeople,
    intl,
  ]);

  const failed = [currencies, questionnaires, recruiters].find((query) => query.isError);
  if (failed) {
    return {
      state: 'failed',
      error: failed.error,
      retry: () => {
        for (const query of [currencies, questionnaires, recruiters]) {
          if (query.isError) void query.refetch();
        }
      },
    };
  }
  return data ? { state: 'ready', data } : { state: 'loading' };
}
