import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

// The login page's layout, as the app's PublicLayout and the former React login screen
// laid it out with Box: the language switch at the top, the card centred below it.

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  paddingBottom: vars.space.xxlarge,
});

export const centre = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
});

/** The card: as wide as the window allows, up to a comfortable reading width. */
export const card = style({ width: '100%', maxWidth: '28rem', minWidth: 0 });
