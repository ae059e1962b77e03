import { recipe } from '@vanilla-extract/recipes';

export const truncatedText = recipe({
  base: {
    display: 'block',
    // A flex item (beside an avatar, say) may shrink below its text's width.
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
  },
  variants: {
    lines: {
      1: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
      // Wraps at spaces (a long unbroken word anywhere) and cuts the last line shown.
      2: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflowWrap: 'anywhere',
      },
      3: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 3,
        overflowWrap: 'anywhere',
      },
    },
  },
  defaultVariants: { lines: 1 },
});
