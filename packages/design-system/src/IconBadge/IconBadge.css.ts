import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { type Tone, toneColourRole, tones } from '../private/tones.ts';
import { vars } from '../theme/contract.css.ts';

// The soft tint of each tone with its text colour, which also passes 3:1 for the icon's strokes.
const toneColours = Object.fromEntries(
  tones.map((tone) => {
    const colours = vars.color[toneColourRole[tone]];
    return [tone, { backgroundColor: colours.soft, color: colours.onSoft }];
  }),
) as Record<Tone, StyleRule>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    flexShrink: 0,
    borderRadius: vars.radius.full,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
        outlineOffset: vars.focusRing.offset,
      },
    },
  },
  variants: { tone: toneColours },
});
