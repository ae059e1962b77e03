import { type Ref, useCallback, useRef } from 'react';
import { popover as popoverClass } from './Field.css.ts';
import type { LabelComponent } from './FieldFrame.tsx';
import type { FieldShellInput } from './fieldProps.ts';
import { useLeaveHandler } from './selectHelpers.ts';
import { type FieldShellOptions, useFieldShell } from './useFieldShell.ts';

/**
 * The select shell: the field shell for a control with a popup list (Select, MultiSelect,
 * Autocomplete, TagsField). The field counts as left only when focus leaves both the control
 * and its popover; the popover props are the same for every such field.
 */
export function usePopupField<Trigger extends HTMLElement>(
  field: FieldShellInput,
  labelAs: LabelComponent,
  { ref, ...options }: Omit<FieldShellOptions, 'labelAs'> & { ref?: Ref<Trigger> } = {},
) {
  const triggerRef = useRef<Trigger>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const leaveField = useLeaveHandler(field.onBlur, [triggerRef, popoverRef]);
  const { control, frame } = useFieldShell(
    { ...field, onBlur: leaveField },
    { ...options, labelAs },
  );
  const controlRef = useCallback(
    (element: Trigger | null) => {
      triggerRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return {
    control: { ...control, ref: controlRef },
    /** The control element, e.g. to focus it. */
    controlElement: triggerRef,
    frame,
    popover: {
      ref: popoverRef,
      gutter: 4,
      sameWidth: true,
      unmountOnHide: true,
      className: popoverClass,
      onBlur: leaveField,
    },
  };
}
