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
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
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
