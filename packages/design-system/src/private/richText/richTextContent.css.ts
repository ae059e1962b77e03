import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Typography of rich text, the same in the editor and in the read-only view. */
export const richTextContent = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// Blocks lose the browser's margins (zero specificity, so the spacing rule below wins) and
// are spaced evenly instead, also inside list items.
globalStyle(`${richTextContent} :where(p, h1, h2, h3, h4, h5, h6, ul, ol, blockquote, pre)`, {
  marginBlock: 0,
});
globalStyle(`${richTextContent} > * + *, ${richTextContent} li > * + *`, {
  marginTop: vars.space.small,
});

globalStyle(`${richTextContent} h1, ${richTextContent} h2`, {
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(
  `${richTextContent} h3, ${richTextContent} h4, ${richTextContent} h5, ${richTextContent} h6`,
  {
    fontSize: vars.font.size.medium,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  },
);
globalStyle(`${richTextContent} ul, ${richTextContent} ol`, {
  paddingInlineStart: vars.space.large,
});
globalStyle(`${richTextContent} a`, {
  color: vars.color.text.link,
  textDecoration: 'underline',
});
globalStyle(`${richTextContent} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `calc(${vars.size.borderWidth} * 3) solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
});
globalStyle(`${richTextContent} code, ${richTextContent} pre`, {
  fontFamily: vars.font.family.monospace,
  fontSize: vars.font.size.small,
});
globalStyle(`${richTextContent} pre`, {
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.subtle,
  whiteSpace: 'pre-wrap',
});
globalStyle(`${richTextContent} hr`, {
  border: 'none',
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});
globalStyle(`${richTextContent} img`, { maxWidth: '100%' });
