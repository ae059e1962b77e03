import { useRef, useState } from 'react';

/** Which submit button was pressed last. */
export type SubmitAction = 'draft' | 'activate';

/**
 * The submit state: which button was pressed, and whether a save is under way (the app's
 * `submitting` flag, or the promise its onSubmit returned).
 */
export function useSubmission(submitting: boolean) {
  const [submitAction, setSubmitAction] = useState<SubmitAction | null>(null);
  const [awaiting, setAwaiting] = useState(false);
  // Two clicks within one frame would both pass the disabled check of the first render.
  const pending = useRef(false);
  const busy = submitting || awaiting;

  const submit = (action: SubmitAction, send: () => unknown) => {
    if (pending.current || submitting) return;
    setSubmitAction(action);
    const result = send();
    if (result instanceof Promise) {
      pending.current = true;
      setAwaiting(true);
      // A failure is the app's to report; here it only ends the spinner.
      result
        .catch(() => {})
        .finally(() => {
          pending.current = false;
          setAwaiting(false);
        });
    }
  };
  return { busy, submitAction, submit };
}
