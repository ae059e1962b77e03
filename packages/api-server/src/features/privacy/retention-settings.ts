import type { Schema } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FUTURE_OPENINGS_CONSENT_MONTHS } from '../../db/consent-versions.ts';
import { retentionSettings } from '../../db/schema/index.ts';
import { changeDetail, recordAudit } from '../audit/index.ts';

export type RetentionSettings = Schema<'RetentionSettings'>;

const columns = {
  isEnabled: retentionSettings.isEnabled,
  monthsWithoutApplication: retentionSettings.monthsWithoutApplication,
  lastRunAt: retentionSettings.lastRunAt,
  lastRunAnonymisedCount: retentionSettings.lastRunAnonymisedCount,
};

function toContract(row: {
  isEnabled: boolean;
  monthsWithoutApplication: number;
  lastRunAt: Date | null;
  lastRunAnonymisedCount: number | null;
}): RetentionSettings {
  return {
    ...row,
    futureOpeningsConsentMonths: FUTURE_OPENINGS_CONSENT_MONTHS,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
  };
}

/** The rule's one row (seeded with the reference data). */
export async function selectRetentionSettings(db: Database): Promise<RetentionSettings> {
  const [row] = await db.select(columns).from(retentionSettings).where(eq(retentionSettings.id, 1));
  if (!row) throw new Error('the retention settings row is missing (reference data not seeded)');
  return toContract(row);
}

/**
 * Saves the rule and answers it as saved; the run's bookkeeping stays. One transaction, with
 * an audit entry (`retention.edited`, each changed field from and to) when the rule changed.
 */
export async function updateRetentionSettings(
  db: Database,
  userId: string,
  input: Schema<'EditRetentionSettingsInput'>,
): Promise<RetentionSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(retentionSettings)
      .where(eq(retentionSettings.id, 1))
      .for('update');
    const [row] = await tx
      .update(retentionSettings)
      .set({
        isEnabled: input.isEnabled,
        monthsWithoutApplication: input.monthsWithoutApplication,
        updatedAt: sql`now()`,
        updatedByUserId: userId,
      })
      .where(eq(retentionSettings.id, 1))
      .returning(columns);
    if (!before || !row) {
      throw new Error('the retention settings row is missing (reference data not seeded)');
    }
    const changes = {
      ...changeDetail('isEnabled', before.isEnabled, row.isEnabled),
      ...changeDetail(
        'monthsWithoutApplication',
        before.monthsWithoutApplication,
        row.monthsWithoutApplication,
      ),
    };
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'retention.edited',
        targetType: 'retentionSettings',
        details: changes,
      });
    }
    return toContract(row);
  });
}
