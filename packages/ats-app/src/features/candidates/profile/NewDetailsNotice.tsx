import {
  type DetailsChange,
  type NewDetails,
  useAcceptSubmittedDetailsMutation,
  useDismissSubmittedDetailsMutation,
} from '@ats/api-sdk/rtk';
import { Avatar, Button, Card, Heading, Text } from '@ats/design-system';
import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { serverPaths } from '../../../shared/routing/paths.ts';
import { actions, notice } from './CandidateProfile.css.ts';
import { detailsMessages, prefixMessages } from './detailsMessages.ts';
import { profileMessages } from './messages.ts';
import { Fact, factList } from './ProfileFact.tsx';

export interface NewDetailsNoticeProps {
  newDetails: NewDetails;
}

/** A change's value as read: a prefix by its name, nothing as a dash. */
function valueText(intl: IntlShape, change: DetailsChange, value: string | null): string {
  if (value === null) return intl.formatMessage(profileMessages.none);
  if (change.field === 'prefix' && value in prefixMessages) {
    return intl.formatMessage(prefixMessages[value as keyof typeof prefixMessages]);
  }
  return value;
}

/**
 * Details a later application submitted that differ from the candidate's (issue 24: an
 * application never changes them by itself). Lists each difference; "Accept new details"
 * makes them the candidate's, "Keep current details" dismisses them. The server offers the
 * notice only to staff who may see that application, the same staff it lets do both.
 */
export function NewDetailsNotice({ newDetails }: NewDetailsNoticeProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const feedback = useActionFeedback();
  const headingId = useId();
  const [accept, accepting] = useAcceptSubmittedDetailsMutation();
  const [dismiss, dismissing] = useDismissSubmittedDetailsMutation();
  const busy = accepting.isLoading || dismissing.isLoading;
  const { jobApplicationId } = newDetails;

  async function review(kind: 'accept' | 'keep') {
    if (busy) return;
    try {
      if (kind === 'accept') {
        await accept({ jobApplicationId }).unwrap();
        feedback.succeeded(detailsMessages.accepted);
      } else {
        await dismiss({ jobApplicationId }).unwrap();
        feedback.succeeded(detailsMessages.kept);
      }
    } catch (error) {
      feedback.failed(
        error,
        kind === 'accept' ? detailsMessages.acceptError : detailsMessages.keepError,
      );
    }
  }

  return (
    <Card as="section" padding="medium" aria-labelledby={headingId}>
      <div className={notice}>
        <Heading level={2} visualLevel={4} id={headingId}>
          {intl.formatMessage(detailsMessages.noticeTitle, {
            date: formatDate(newDetails.jobApplicationDate),
          })}
        </Heading>
        <Text tone="muted">{intl.formatMessage(detailsMessages.noticeText)}</Text>
        <dl className={factList}>
          {newDetails.changes.map((change) => (
            <Fact key={change.field} term={intl.formatMessage(detailsMessages[change.field])}>
              {change.field === 'photo' && change.submitted ? (
                <Avatar
                  name={intl.formatMessage(detailsMessages.submittedPhotoAlt)}
                  src={serverPaths.candidatePhotoFile(change.submitted)}
                  size="medium"
                />
              ) : change.field === 'photo' ? (
                intl.formatMessage(detailsMessages.newPhoto)
              ) : (
                intl.formatMessage(detailsMessages.changeValues, {
                  current: valueText(intl, change, change.current),
                  submitted: valueText(intl, change, change.submitted),
                })
              )}
            </Fact>
          ))}
        </dl>
        <div className={actions}>
          <Button
            size="small"
            loading={accepting.isLoading}
            disabled={dismissing.isLoading}
            onClick={() => void review('accept')}
          >
            {intl.formatMessage(detailsMessages.accept)}
          </Button>
          <Button
            variant="secondary"
            size="small"
            loading={dismissing.isLoading}
            disabled={accepting.isLoading}
            onClick={() => void review('keep')}
          >
            {intl.formatMessage(detailsMessages.keep)}
          </Button>
        </div>
      </div>
    </Card>
  );
}
