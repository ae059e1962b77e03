import { createElement, type ReactNode } from 'react';
import { text } from './Text.css.ts';

/** Text sizes of the type scale. */
export type TextSize = 'xsmall' | 'small' | 'medium' | 'large';

/** Text colours by meaning. */
export type TextTone = 'default' | 'muted' | 'danger' | 'success';

export interface TextProps {
  /** The text. */
  children: ReactNode;
  /** Size in the type scale; `medium` by default. */
  size?: TextSize;
  /** Font weight; `regular` by default. */
  weight?: 'regular' | 'medium' | 'bold';
  /** Colour by meaning; `default` by default. */
  tone?: TextTone;
  /** Horizontal alignment (block elements only). */
  align?: 'left' | 'center' | 'right';
  /** The element to render: a paragraph by default, `span` inside other text. */
  as?: 'p' | 'span' | 'div';
  /** Element id, e.g. for `aria-describedby`. */
  id?: string;
}

/** Body text in the theme's type scale. */
export function Text({ children, size, weight, tone, align, as = 'p', id }: TextProps) {
  return createElement(as, { id, className: text({ size, weight, tone, align }) }, children);
}
