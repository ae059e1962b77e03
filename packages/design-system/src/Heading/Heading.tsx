import type { ReactNode } from 'react';
import { heading } from './Heading.css.ts';

/** Heading levels; each renders the matching `h1`-`h4` element and size. */
export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps {
  /** The heading text. */
  children: ReactNode;
  /** Document outline level (renders `h1`-`h4`). */
  level: HeadingLevel;
  /** Looks like another level while keeping the outline level (e.g. a small page title). */
  visualLevel?: HeadingLevel;
  /** Horizontal alignment; `left` by default. */
  align?: 'left' | 'center' | 'right';
  /** Element id, e.g. for `aria-labelledby` of the section the heading names. */
  id?: string;
}

/** A section or page heading in the theme's type scale. */
export function Heading({ children, level, visualLevel = level, align, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={heading({ level: `${visualLevel}`, align })}>
      {children}
    </Tag>
  );
}
