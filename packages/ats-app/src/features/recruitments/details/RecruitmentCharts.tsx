import type { RecruitmentDetails, Stage } from '@ats/api-sdk/rtk';
import { BarChart, Card, DoughnutChart, Heading } from '@ats/design-system';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { candidateSourceMessages } from '../../../shared/candidates/candidateSourceMessages.ts';
import { applicationSourceChart } from '../../../shared/recruitments/applicationSourceChart.ts';
import { candidatesByStageChart } from '../../../shared/recruitments/candidatesByStageChart.ts';
import { recruitmentChartMessages } from '../../../shared/recruitments/recruitmentChartMessages.ts';
import { detailsMessages } from './messages.ts';
import { cardBody } from './RecruitmentDetailsScreen.css.ts';

/** Spec part 2 §9: the stage chart is 250 px high, the source doughnut 160 px wide. */
const stageChartHeight = 250;
const sourceChartSize = 160;

export function CandidatesByStageCard({
  recruitment,
  stages,
}: {
  recruitment: RecruitmentDetails;
  stages: readonly Stage[];
}) {
  const intl = useIntl();
  const headingId = useId();
  const data = useMemo(
    () => candidatesByStageChart(stages, recruitment.recruitmentRecruiteesByStageList),
    [stages, recruitment.recruitmentRecruiteesByStageList],
  );
  const title = intl.formatMessage(detailsMessages.stageChartTitle);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={cardBody}>
        <Heading level={2} visualLevel={3} id={headingId}>
          {title}
        </Heading>
        <BarChart
          label={title}
          data={data}
          height={stageChartHeight}
          emptyLabel={intl.formatMessage(detailsMessages.stageChartEmpty)}
          categoryHeader={intl.formatMessage(detailsMessages.stageHeader)}
          valueHeader={intl.formatMessage(detailsMessages.candidatesHeader)}
          formatValue={(value) => intl.formatNumber(value)}
        />
      </div>
    </Card>
  );
}

export function ApplicationsBySourceCard({ recruitment }: { recruitment: RecruitmentDetails }) {
  const intl = useIntl();
  const headingId = useId();
  const directLinks = intl.formatMessage(recruitmentChartMessages.directLinks);
  const data = useMemo(
    () =>
      applicationSourceChart(
        recruitment.recruitmentJobApplicationsByRefererList,
        directLinks,
        (source) => intl.formatMessage(candidateSourceMessages[source]),
      ),
    [recruitment.recruitmentJobApplicationsByRefererList, directLinks, intl],
  );
  const title = intl.formatMessage(detailsMessages.sourceChartTitle);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={cardBody}>
        <Heading level={2} visualLevel={3} id={headingId}>
          {title}
        </Heading>
        <DoughnutChart
          label={title}
          data={data}
          size={sourceChartSize}
          emptyLabel={intl.formatMessage(detailsMessages.sourceChartEmpty)}
          totalLabel={intl.formatMessage(detailsMessages.total)}
          categoryHeader={intl.formatMessage(detailsMessages.sourceHeader)}
          valueHeader={intl.formatMessage(detailsMessages.applicationsHeader)}
          formatValue={(value) => intl.formatNumber(value)}
        />
      </div>
    </Card>
  );
}
