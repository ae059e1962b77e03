import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Colour of each toast kind's icon. */
export const toastIcon = styleVariants({
  success: { display: 'inline-flex', color: vars.color.success.solid },
  error: { display: 'inline-flex', color: vars.color.danger.solid },
  info: { display: 'inline-flex', color: vars.color.info.solid },
});
