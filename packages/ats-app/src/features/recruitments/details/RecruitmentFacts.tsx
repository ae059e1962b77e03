import type { RecruitmentDetails } from '@ats/api-sdk/rtk';
import { AvatarGroup, Text } from '@ats/design-system';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { budgetRange } from '../../../shared/recruitments/budgetRange.ts';
import { serverPaths } from '../../../shared/routing/paths.ts';
import { deadlinePassedBy, localCalendarDate, parseCalendarDate } from '../recruitmentDeadline.ts';
import { detailsMessages } from './messages.ts';
import { fact, facts, term, value } from './RecruitmentDetailsScreen.css.ts';

export interface RecruitmentFactsProps {
  recruitment: RecruitmentDetails;
  /** Opens the team modal; without it the avatars are only a picture of the team. */
  onEditTeam?: () => void;
}

/**
 * The header's facts (spec part 2 §2.4): created date, deadline (with how long ago it passed,
 * in red, like the list), vacant posts, the budget range with the currency name, and the team
 * as overlapping avatars that open the team modal.
 */
export function RecruitmentFacts({ recruitment, onEditTeam }: RecruitmentFactsProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const none = intl.formatMessage(detailsMessages.none);
  const deadline = recruitment.deadline ? parseCalendarDate(recruitment.deadline) : null;
  const passed =
    recruitment.deadline && deadline
      ? deadlinePassedBy(recruitment.deadline, localCalendarDate(new Date()))
      : null;
  const budget = budgetRange(recruitment, intl.locale);
  const teamNames = intl.formatList(
    recruitment.recruitmentTeamMembers.map((member) =>
      intl.formatMessage(detailsMessages.personName, member),
    ),
  );

  return (
    <dl className={facts}>
      <Fact term={intl.formatMessage(detailsMessages.created)}>
        {formatDate(recruitment.createDate)}
      </Fact>
      <Fact term={intl.formatMessage(detailsMessages.deadline)}>
        {deadline ? formatDate(deadline) : none}
        {passed ? (
          <Text as="span" size="small" tone="danger">
            {' '}
            {intl.formatRelativeTime(passed.value, passed.unit, { numeric: 'auto' })}
          </Text>
        ) : null}
      </Fact>
      <Fact term={intl.formatMessage(detailsMessages.vacantPosts)}>
        {intl.formatNumber(recruitment.vacantPosts)}
      </Fact>
      <Fact term={intl.formatMessage(detailsMessages.budget)}>
        {budget === null
          ? none
          : budget.currency === null
            ? intl.formatMessage(detailsMessages.budgetRangeWithoutCurrency, budget)
            : intl.formatMessage(detailsMessages.budgetRange, {
                ...budget,
                currency: budget.currency,
              })}
      </Fact>
      <Fact term={intl.formatMessage(detailsMessages.team)}>
        <AvatarGroup
          people={recruitment.recruitmentTeamMembers.map((member) => ({
            id: member.id,
            name: intl.formatMessage(detailsMessages.personName, member),
            src: serverPaths.userAvatar(member.id),
          }))}
          label={intl.formatMessage(
            onEditTeam ? detailsMessages.teamButton : detailsMessages.teamImage,
            { names: teamNames },
          )}
          onClick={onEditTeam}
        />
      </Fact>
    </dl>
  );
}

function Fact({ term: name, children }: { term: string; children: ReactNode }) {
  return (
    <div className={fact}>
      <dt className={term}>{name}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}
