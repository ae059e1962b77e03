import type { Dashboard } from '@ats/api-sdk/rtk';
import { StatTile } from '@ats/design-system';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { tiles } from './Dashboard.css.ts';
import { messages } from './messages.ts';

type Totals = Dashboard['recruitmentAndRecruiteeAggregates'];

/** The four summary tiles (spec part 1 §2), in the spec's order; skeletons while loading. */
const tileFigures = [
  { key: 'openRecruitmentsCount', label: messages.openRecruitments },
  { key: 'totalRecruiteesCount', label: messages.totalApplicants },
  { key: 'inProcessCount', label: messages.inProcess },
  { key: 'hiredCount', label: messages.hired },
] as const satisfies readonly { key: keyof Totals; label: MessageDescriptor }[];

export function SummaryTiles({ totals }: { totals: Totals | undefined }) {
  const intl = useIntl();
  const loadingLabel = intl.formatMessage(messages.loading);
  return (
    <div className={tiles}>
      {tileFigures.map(({ key, label }) => (
        <StatTile
          key={key}
          label={intl.formatMessage(label)}
          value={totals ? intl.formatNumber(totals[key]) : ''}
          loading={!totals}
          loadingLabel={loadingLabel}
        />
      ))}
    </div>
  );
}
