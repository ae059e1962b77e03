import { Popover, type PopoverStore } from '@ariakit/react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { control } from '../private/field/Field.css.ts';
import { FieldError, FieldLabel } from '../private/field/Field.tsx';
import { normaliseLinkHref } from '../private/richText/links.ts';
import type { RichTextEditorLabels } from './labels.ts';
import { linkActions, linkPopover } from './RichTextEditor.css.ts';

interface LinkPopoverProps {
  /** The popover's state, shared with the toolbar's Link button (its anchor). */
  store: PopoverStore;
  /** The address of the link being edited, or '' for a new one. */
  currentHref: string;
  /** Called with a checked, normalised address. */
  onApply: (href: string) => void;
  /** Removes the current link; offered only when there is one. */
  onRemove: () => void;
  /** Where the focus goes when the popover closes (the editor after a change). */
  finalFocus: RefObject<HTMLElement | null>;
  labels: RichTextEditorLabels;
}

/**
 * Asks for a link address in a small non-modal popover (no browser prompt). Only http(s) and
 * mailto addresses are accepted; a bare host gets https. Escape or a click outside cancels.
 */
export function LinkPopover(props: LinkPopoverProps) {
  // Mounted only while open, so every opening starts from the current link's address.
  const open = props.store.useState('open');
  return open ? <LinkPopoverContent {...props} /> : null;
}

function LinkPopoverContent({
  store,
  currentHref,
  onApply,
  onRemove,
  finalFocus,
  labels,
}: LinkPopoverProps) {
  const inputId = useId();
  const errorId = useId();
  const [address, setAddress] = useState(currentHref);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    // The popover may sit inside the app's own form: this submit stays here.
    event.preventDefault();
    event.stopPropagation();
    const href = normaliseLinkHref(address);
    if (href === null) {
      setInvalid(true);
      return;
    }
    onApply(href);
    store.hide();
  }

  return (
    <Popover
      store={store}
      portal
      gutter={4}
      className={linkPopover}
      aria-label={labels.link}
      finalFocus={finalFocus}
      render={<form noValidate onSubmit={submit} />}
    >
      <FieldLabel htmlFor={inputId}>{labels.linkAddress}</FieldLabel>
      <input
        id={inputId}
        className={control}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setInvalid(false);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid ? <FieldError id={errorId}>{labels.invalidLink}</FieldError> : null}
      <div className={linkActions}>
        <Button type="submit" size="small">
          {labels.applyLink}
        </Button>
        {currentHref !== '' ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              onRemove();
              store.hide();
            }}
          >
            {labels.removeLink}
          </Button>
        ) : null}
        <Button variant="ghost" size="small" onClick={() => store.hide()}>
          {labels.cancel}
        </Button>
      </div>
    </Popover>
  );
}
