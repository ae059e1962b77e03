// Add menus before and between elements. One Ariakit menu serves every plus button: a menu
// per row (a store, a popover and their subscriptions each) made a 300-element builder take
// seconds to lock and unlock its rows. The buttons stay plain and cheap; opening one points
// the shared menu at it.
import { Menu, MenuItem, type MenuStore, useMenuStore, useStoreState } from '@ariakit/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { PlusIcon } from '../icons/icons.tsx';
import { item, popover } from '../Menu/Menu.css.ts';
import { addableElementTypes, type BuilderElementType } from '../questionnaire/builderForm.ts';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import * as styles from './QuestionnaireBuilder.css.ts';

/** Opens the shared menu under `trigger`; the chosen type goes after `afterId` (first when null). */
export type OpenAddMenu = (
  trigger: HTMLButtonElement,
  afterId: string | null,
  viaKeyboard: boolean,
) => void;

interface AddElementButtonProps {
  /** The button's accessible name, saying where the element goes. */
  label: string;
  afterId: string | null;
  disabled: boolean;
  onOpen: OpenAddMenu;
}

const plusIcon = <PlusIcon />;

/** A plus button on a dashed line, where an element can be inserted (a menu button). */
export const AddElementButton = memo(function AddElementButton({
  label,
  afterId,
  disabled,
  onOpen,
}: AddElementButtonProps) {
  const open = (event: MouseEvent<HTMLButtonElement>) =>
    // A click without a pointer (Enter, Space) puts focus on the first item, as Ariakit's MenuButton does.
    onOpen(event.currentTarget, afterId, event.detail === 0);
  const openWithArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpen(event.currentTarget, afterId, true);
  };
  return (
    <div className={styles.addSlot} data-focus-key={`add:${afterId ?? 'start'}`}>
      <button
        type="button"
        className={iconButton({ size: 'small' })}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        disabled={disabled}
        onClick={open}
        onKeyDown={openWithArrow}
      >
        {plusIcon}
      </button>
    </div>
  );
});

/** The shared menu's state and the (stable) function that opens it. */
export interface AddElementMenuState {
  store: MenuStore;
  open: OpenAddMenu;
  menuLabel: string;
  target: RefObject<{ afterId: string | null; trigger: HTMLButtonElement } | null>;
}

/** The shared menu, for every add button of the builder. */
export function useAddElementMenu(): AddElementMenuState {
  const store = useMenuStore({ placement: 'bottom-start' });
  const target = useRef<{ afterId: string | null; trigger: HTMLButtonElement } | null>(null);
  const [menuLabel, setMenuLabel] = useState('');
  const open = useCallback<OpenAddMenu>(
    (trigger, afterId, viaKeyboard) => {
      target.current = { afterId, trigger };
      setMenuLabel(trigger.getAttribute('aria-label') ?? '');
      // React renders aria-expanded="false"; only the open button says otherwise, until it closes.
      trigger.setAttribute('aria-expanded', 'true');
      store.setDisclosureElement(trigger);
      store.setAnchorElement(trigger);
      store.setAutoFocusOnShow(true);
      store.setInitialFocus(viaKeyboard ? 'first' : 'container');
      store.show();
    },
    [store],
  );
  return { store, open, menuLabel, target };
}

interface AddElementMenuProps {
  menu: AddElementMenuState;
  labels: QuestionnaireBuilderLabels;
  /** Receives the chosen type and the element it goes after (null: first). */
  onAdd: (type: BuilderElementType, afterId: string | null) => void;
}

/** The element types to insert, in a popover under the plus button that opened it. */
export function AddElementMenu({ menu, labels, onAdd }: AddElementMenuProps) {
  const open = useStoreState(menu.store, 'open');
  useEffect(() => {
    if (!open) menu.target.current?.trigger.setAttribute('aria-expanded', 'false');
  }, [open, menu.target]);
  return (
    <Menu
      store={menu.store}
      aria-label={menu.menuLabel}
      gutter={4}
      className={popover}
      portal
      preserveTabOrder={false}
    >
      {addableElementTypes.map((type) => (
        <MenuItem
          key={type}
          className={item()}
          onClick={() => onAdd(type, menu.target.current?.afterId ?? null)}
        >
          {labels.elementTypes[type]}
        </MenuItem>
      ))}
    </Menu>
  );
}
