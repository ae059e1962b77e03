import { recipe } from '@vanilla-extract/recipes';
import { toneColourRole } from '../private/tones.ts';
import { vars } from '../theme/contract.css.ts';

const toneStyles = Object.fromEntries(
  Object.entries(toneColourRole).map(([tone, role]) => [
    tone,
    { backgroundColor: vars.color[role].soft, color: vars.color[role].onSoft },
  ]),
) as Record<keyof typeof toneColourRole, { backgroundColor: string; color: string }>;

export const statusLabel = recipe({
  base: {
    // A block, not a flex box: text-overflow cuts only a block's own text with an ellipsis (in a
    // flex box the text is an anonymous item, which was clipped without one).
    display: 'inline-block',
    verticalAlign: 'middle',
    // Beside a button in a flex row it shrinks (to its ellipsis) instead of pushing out.
    minWidth: 0,
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'neutral' },
});
