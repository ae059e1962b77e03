import type { CandidateImport } from '@ats/api-sdk/rtk';
import { StatTile } from '@ats/design-system';
import { useIntl } from 'react-intl';
import * as styles from './import.css.ts';
import { importMessages } from './messages.ts';

/**
 * The rows by outcome: before the run what the dry run foresees ("Will be created"), during
 * and after it what was done ("Created").
 */
export function ImportCounts({
  progress,
  planned,
}: {
  progress: CandidateImport['progress'];
  planned: boolean;
}) {
  const intl = useIntl();
  const tiles = planned
    ? ([
        [importMessages.willCreate, progress.created],
        [importMessages.willUpdate, progress.updated],
        [importMessages.willAdd, progress.addedToRecruitment],
        [importMessages.willSkip, progress.skipped],
        [importMessages.willFail, progress.failed],
      ] as const)
    : ([
        [importMessages.created, progress.created],
        [importMessages.updated, progress.updated],
        [importMessages.added, progress.addedToRecruitment],
        [importMessages.skipped, progress.skipped],
        [importMessages.failed, progress.failed],
      ] as const);
  return (
    <section aria-label={intl.formatMessage(importMessages.countsLabel)} className={styles.counts}>
      {tiles.map(([label, count]) => (
        <StatTile
          key={label.id}
          label={intl.formatMessage(label)}
          value={intl.formatNumber(count)}
        />
      ))}
    </section>
  );
}
