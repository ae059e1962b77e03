import type { Activity } from '@ats/api-sdk/rtk';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { actorName } from './actorName.ts';

const { formatMessage } = createIntl({ locale: 'en' });

function activity(
  activityType: Activity['activityType'],
  activityData: Activity['activityData'],
): Activity {
  return {
    id: 'a1',
    activityType,
    recruiteeId: 'r1',
    recruiteeFirstName: 'Jan',
    recruiteeLastName: 'Nowak',
    recruitmentId: 'm1',
    creationTimestamp: '2026-06-12T08:00:00.000Z',
    activityTime: '2026-06-12T08:00:00.000Z',
    activityData,
  };
}

describe('who did an activity', () => {
  it('is the candidate for an application', () => {
    expect(actorName(activity(0, { positionName: 'Tester' }), formatMessage)).toBe('Jan Nowak');
  });

  it('is the staff member for anything else', () => {
    const data = { atsUserFirstName: 'Anna', atsUserLastName: 'Kowalska', newStageId: 's1' };
    expect(actorName(activity(5, data), formatMessage)).toBe('Anna Kowalska');
  });

  it('is a dash when the activity names nobody', () => {
    expect(actorName(activity(4, { text: 'A note' }), formatMessage)).toBe('—');
  });
});
