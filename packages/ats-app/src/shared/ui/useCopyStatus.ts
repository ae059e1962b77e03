import { useCallback, useState } from 'react';

/**
 * Copies text to the clipboard and keeps what to say about it, for a `role="status"` beside
 * the Copy button: the `copied` text, or `failed` when there is no clipboard (permission
 * refused, an insecure origin), where the text stays on screen to select by hand.
 */
export function useCopyStatus() {
  const [status, setStatus] = useState('');
  const copy = useCallback(async (text: string, say: { copied: string; failed: string }) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(say.copied);
    } catch {
      setStatus(say.failed);
    }
  }, []);
  const clear = useCallback(() => setStatus(''), []);
  return { status, copy, clear };
}
