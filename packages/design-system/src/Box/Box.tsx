import { type ComponentPropsWithRef, createElement } from 'react';
import { splitSprinkleProps } from '../private/splitSprinkleProps.ts';
import { type Sprinkles, sprinkles } from '../sprinkles/sprinkles.css.ts';

/** Elements a Box may render. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li';

export type BoxProps = Sprinkles &
  Omit<ComponentPropsWithRef<'div'>, keyof Sprinkles> & {
    /** The element to render; `div` by default. */
    as?: BoxElement;
  };

/**
 * The layout primitive: a plain element whose spacing and layout come from theme tokens
 * through sprinkle props (`padding="medium"`, `display="flex"`, ...).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { sprinkleProps, otherProps } = splitSprinkleProps(props);
  const classes = [sprinkles(sprinkleProps), className].filter(Boolean).join(' ');
  return createElement(as, { ...otherProps, className: classes });
}
