import type { CandidateImport } from '@ats/api-sdk/rtk';
import { useIntl } from 'react-intl';
import * as styles from './import.css.ts';
import { stepOf } from './importStatus.ts';
import { importMessages } from './messages.ts';

const stepNames = [
  importMessages.stepUpload,
  importMessages.stepMap,
  importMessages.stepCheck,
  importMessages.stepImport,
] as const;

/** The wizard's four steps, the import's own marked as current. */
export function ImportSteps({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const current = stepOf(candidateImport);
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage(importMessages.stepsLabel)}>
      {stepNames.map((name, index) => {
        const isCurrent = index + 1 === current;
        return (
          <li
            key={name.id}
            className={isCurrent ? `${styles.step} ${styles.currentStep}` : styles.step}
            aria-current={isCurrent ? 'step' : undefined}
          >
            {intl.formatMessage(importMessages.stepName, {
              number: index + 1,
              name: intl.formatMessage(name),
            })}
          </li>
        );
      })}
    </ol>
  );
}
