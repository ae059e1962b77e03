import { type Sprinkles, sprinkles } from '../sprinkles/sprinkles.css.ts';

/** Separates sprinkle props (layout, spacing) from everything else a component receives. */
export function splitSprinkleProps<Props extends object>(
  props: Props,
): { sprinkleProps: Sprinkles; otherProps: Omit<Props, keyof Sprinkles> } {
  const sprinkleProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else otherProps[key] = value;
  }
  return {
    sprinkleProps: sprinkleProps as Sprinkles,
    otherProps: otherProps as Omit<Props, keyof Sprinkles>,
  };
}
