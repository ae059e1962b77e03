import { useSelectContext } from '@ariakit/react';
import { type FocusEvent, useEffect } from 'react';
import { devAssert } from '../devAssert.ts';

/** Throws in development when two options share a value (the second could never be chosen). */
export function assertUniqueValues(
  component: string,
  label: string,
  options: readonly { value: string }[],
): void {
  const values = new Set(options.map((option) => option.value));
  devAssert(
    values.size === options.length,
    `${component} "${label}": option values must be unique.`,
  );
}

/**
 * A blur handler that reports leaving the field only when focus goes outside every part of
 * it (the button and its popover), so that opening the list does not mark the field touched.
 */
export function useLeaveHandler(
  onBlur: ((event: FocusEvent<HTMLElement>) => void) | undefined,
  parts: readonly { readonly current: HTMLElement | null }[],
) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && parts.some((part) => part.current?.contains(next))) return;
    onBlur?.(event);
  };
}

/**
 * Makes the first option active when a select opens with nothing chosen: otherwise the list
 * opens with no active option and Enter closes it instead of choosing. Render it inside a
 * SelectProvider.
 */
export function ActivateFirstOptionOnOpen({ nothingChosen }: { nothingChosen: boolean }) {
  const store = useSelectContext();
  const open = store?.useState('open');
  const itemCount = store?.useState((state) => state.items.length);
  useEffect(() => {
    // With a choice, Ariakit itself activates the chosen option.
    if (!store || !open || itemCount === 0 || !nothingChosen) return;
    if (store.getState().activeId == null) store.setActiveId(store.first());
  }, [store, open, itemCount, nothingChosen]);
  return null;
}
