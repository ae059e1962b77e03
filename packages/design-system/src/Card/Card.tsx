import { createElement, type ReactNode } from 'react';
import { card } from './Card.css.ts';

/** Inner spacing of a card. */
export type CardPadding = 'none' | 'small' | 'medium' | 'large' | 'xlarge';

export interface CardProps {
  /** The card's content. */
  children: ReactNode;
  /** Inner spacing; `large` by default. */
  padding?: CardPadding;
  /** The element to render: `section` or `article` when the card has its own heading. */
  as?: 'div' | 'section' | 'article';
  /** Names the card for assistive technology when rendered as a section (id of its heading). */
  'aria-labelledby'?: string;
}

/** A raised surface that groups related content. */
export function Card({ children, padding, as = 'div', ...aria }: CardProps) {
  return createElement(as, { ...aria, className: card({ padding }) }, children);
}
