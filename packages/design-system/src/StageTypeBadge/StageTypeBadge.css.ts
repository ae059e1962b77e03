import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.danger.soft, color: vars.color.danger.solidActive },
      info: { backgroundColor: vars.color.info.soft, color: vars.color.info.solidActive },
      caution: { backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft },
      promote: { backgroundColor: vars.color.primary.soft, color: vars.color.primary.solidActive },
    },
  },
});
