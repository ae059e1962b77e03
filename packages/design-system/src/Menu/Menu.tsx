import {
  Menu as AriakitMenu,
  MenuItem as AriakitMenuItem,
  MenuButton,
  MenuProvider,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import { button } from '../Button/Button.css.ts';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { ChevronDownIcon, MoreIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import { item, popover } from './Menu.css.ts';

/** One action of a menu. */
export interface MenuItem {
  /** Stable key. */
  id: string;
  /** The item's text, also its accessible name. */
  label: string;
  /** Runs when the item is chosen (click, Enter or Space). */
  onSelect: () => void;
  /** Shown but not selectable, e.g. Delete of a used questionnaire. */
  disabled?: boolean;
  /** `critical` colours a destructive action (Delete). */
  tone?: 'neutral' | 'critical';
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

export interface MenuProps {
  /** The accessible name of the button that opens the menu, e.g. "Actions for Senior developer". */
  label: string;
  /** The actions, in order. */
  items: readonly MenuItem[];
  /** The button's icon; three vertical dots by default (none for the `button` variant). */
  icon?: ReactNode;
  /** Side of the button where the menu opens; `bottom-end` by default. */
  placement?: 'bottom-start' | 'bottom-end';
  /**
   * `icon` (default): a small icon button named by `label`, for row actions. `button`: a
   * primary button showing `label` as its text, `icon` before it and a chevron after it
   * (a dropdown button such as "Add new").
   */
  variant?: 'icon' | 'button';
  /** Disables the button that opens the menu. */
  disabled?: boolean;
}

/**
 * A menu of actions behind a button (an icon button for row actions, or a labelled dropdown
 * button), operable with the keyboard.
 */
export function Menu({
  label,
  items,
  icon,
  placement = 'bottom-end',
  variant = 'icon',
  disabled = false,
}: MenuProps) {
  devAssert(label.trim() !== '', 'Menu needs a non-empty label for its button.');
  return (
    <MenuProvider placement={placement}>
      {variant === 'button' ? (
        <MenuButton className={button({ variant: 'primary' })} disabled={disabled}>
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          {label}
          <ChevronDownIcon />
        </MenuButton>
      ) : (
        <MenuButton
          aria-label={label}
          className={iconButton({ size: 'small' })}
          disabled={disabled}
        >
          {icon ?? <MoreIcon />}
        </MenuButton>
      )}
      <AriakitMenu gutter={4} className={popover} portal preserveTabOrder={false}>
        {items.map((menuItem) => (
          <AriakitMenuItem
            key={menuItem.id}
            className={item({ tone: menuItem.tone })}
            disabled={menuItem.disabled}
            // Disabled items stay reachable by arrow keys so that their presence is announced.
            accessibleWhenDisabled
            onClick={menuItem.onSelect}
          >
            {menuItem.icon ? <span aria-hidden="true">{menuItem.icon}</span> : null}
            {menuItem.label}
          </AriakitMenuItem>
        ))}
      </AriakitMenu>
    </MenuProvider>
  );
}
