import { useDismissDuplicatePairMutation } from '@ats/api-sdk/rtk';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { duplicateMessages as messages } from './messages.ts';

/** "Not a duplicate" for a pair, with its toast; answers the mutation's state. */
export function useDismissPair() {
  const feedback = useActionFeedback();
  const [dismiss, state] = useDismissDuplicatePairMutation();
  async function dismissPair(firstRecruiteeId: string, secondRecruiteeId: string) {
    try {
      await dismiss({ duplicatePairRequest: { firstRecruiteeId, secondRecruiteeId } }).unwrap();
      feedback.succeeded(messages.notDuplicateDone);
    } catch (error) {
      feedback.failed(error, messages.notDuplicateFailed);
    }
  }
  return { dismissPair, isDismissing: state.isLoading };
}
