import type { RecruitmentDetails } from '@ats/api-sdk/rtk';
import { Button, Card, Heading, Text } from '@ats/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../shared/routing/paths.ts';
import { detailsMessages } from './messages.ts';
import { cardBody, count, counts, countValue, term } from './RecruitmentDetailsScreen.css.ts';

/**
 * The candidates and applicants counts (spec part 2 §2.4), with "Go to candidates" only when
 * there is someone to go to and the user may see them (the recruitment's staff, the same rule
 * as `canEdit`); other staff are told who may (issue 26).
 */
export function CandidateCountsCard({ recruitment }: { recruitment: RecruitmentDetails }) {
  const intl = useIntl();
  const headingId = useId();
  const { candidateCount, applicantCount } = recruitment.candidatesAndApplicants;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={cardBody}>
        <Heading level={2} visualLevel={3} id={headingId}>
          {intl.formatMessage(detailsMessages.countsTitle)}
        </Heading>
        <dl className={counts}>
          {/* Drawn number first; read as "Candidates: 12". */}
          <div className={count}>
            <dt className={term}>{intl.formatMessage(detailsMessages.candidates)}</dt>
            <dd className={countValue}>{intl.formatNumber(candidateCount)}</dd>
          </div>
          <div className={count}>
            <dt className={term}>{intl.formatMessage(detailsMessages.applicants)}</dt>
            <dd className={countValue}>{intl.formatNumber(applicantCount)}</dd>
          </div>
        </dl>
        {candidateCount > 0 || applicantCount > 0 ? (
          recruitment.canEdit ? (
            <div>
              <Button href={paths.recruitmentCandidates(recruitment.id)}>
                {intl.formatMessage(detailsMessages.goToCandidates)}
              </Button>
            </div>
          ) : (
            <Text size="small" tone="muted">
              {intl.formatMessage(detailsMessages.candidatesTeamOnly)}
            </Text>
          )
        ) : null}
      </div>
    </Card>
  );
}
