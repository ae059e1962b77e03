import { type DuplicatePerson, useListRecruiteeDuplicatesQuery } from '@ats/api-sdk/rtk';
import { Button, Card, Heading, Text } from '@ats/design-system';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../shared/routing/paths.ts';
import { actions, stack } from './Duplicates.css.ts';
import { duplicateMessages as messages } from './messages.ts';
import { reasonsText } from './reasons.ts';
import { useDismissPair } from './useDismissPair.ts';

// The merge dialog loads when it is first opened, not with every profile.
const MergeDialog = lazy(() =>
  import('./MergeDialog.tsx').then((m) => ({ default: m.MergeDialog })),
);

export interface DuplicateNoticeProps {
  recruiteeId: string;
}

/**
 * "Possible duplicate of {name}" on the profile (issue 29), for staff who may merge: each
 * likely duplicate with the reasons, a link to their profile, "Merge" and "Not a duplicate".
 * Nothing while loading, when there is none, or when the hint could not be loaded: the
 * profile stays usable without it.
 */
export function DuplicateNotice({ recruiteeId }: DuplicateNoticeProps) {
  const { data } = useListRecruiteeDuplicatesQuery({ recruiteeId });
  // A profile without the hint's data (or an older server's answer) shows no hint.
  if (!data?.duplicates?.length) return null;
  return (
    <>
      {data.duplicates.map((match) => (
        <DuplicateCard
          key={match.recruitee.id}
          self={data.recruitee}
          other={match.recruitee}
          matchReasons={match.reasons}
        />
      ))}
    </>
  );
}

function DuplicateCard({
  self,
  other,
  matchReasons,
}: {
  self: DuplicatePerson;
  other: DuplicatePerson;
  matchReasons: Parameters<typeof reasonsText>[1];
}) {
  const intl = useIntl();
  const headingId = useId();
  const [merging, setMerging] = useState(false);
  const { dismissPair, isDismissing } = useDismissPair();
  const name = intl.formatMessage(messages.personName, other);
  return (
    <Card as="section" padding="medium" aria-labelledby={headingId}>
      <div className={stack}>
        <Heading level={2} visualLevel={4} id={headingId}>
          {intl.formatMessage(messages.noticeTitle, { name })}
        </Heading>
        <Text tone="muted">
          {intl.formatMessage(messages.noticeText, {
            reasons: reasonsText(intl, matchReasons),
          })}
        </Text>
        <div className={actions}>
          {other.jobApplicationId ? (
            // Full width: a long name wraps instead of widening the profile on a phone.
            <Button
              size="small"
              variant="secondary"
              fullWidth
              href={paths.applicantApplication(other.jobApplicationId)}
            >
              {intl.formatMessage(messages.openProfile, { name })}
            </Button>
          ) : null}
          <Button size="small" onClick={() => setMerging(true)}>
            {intl.formatMessage(messages.merge)}
          </Button>
          <Button
            size="small"
            variant="secondary"
            loading={isDismissing}
            onClick={() => void dismissPair(self.id, other.id)}
          >
            {intl.formatMessage(messages.notDuplicate)}
          </Button>
        </div>
      </div>
      {merging ? (
        <Suspense fallback={null}>
          <MergeDialog people={[self, other]} onClose={() => setMerging(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
