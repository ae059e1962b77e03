// Story helpers shared by the BarChart and LineChart stories.
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../Box/Box.tsx';
import { Button } from '../../Button/Button.tsx';

/** The chart's SVG drawing in a story's canvas. */
export function drawing(canvasElement: HTMLElement): SVGSVGElement {
  const svg = canvasElement.querySelector('svg');
  if (!svg) throw new Error('The chart has no drawing.');
  return svg;
}

/** The container narrows: the chart redraws at the new width, and its height stays. */
export function ResizingChart({ children }: { children: ReactNode }) {
  const [narrow, setNarrow] = useState(false);
  return (
    <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
      <Button variant="secondary" onClick={() => setNarrow((value) => !value)}>
        {narrow ? 'Widen' : 'Narrow'}
      </Button>
      <Box style={{ width: narrow ? '20rem' : '36rem' }} data-testid="chart-box">
        {children}
      </Box>
    </Box>
  );
}

/** The `play` of a story rendering a `ResizingChart`. */
export async function playResponsiveWidth({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const box = canvas.getByTestId('chart-box');
  const before = box.getBoundingClientRect().height;
  await expect(drawing(canvasElement)).toHaveAttribute('width', String(box.clientWidth));
  await userEvent.click(canvas.getByRole('button', { name: 'Narrow' }));
  await waitFor(() =>
    expect(drawing(canvasElement)).toHaveAttribute('width', String(box.clientWidth)),
  );
  await expect(box.clientWidth).toBeLessThan(400);
  await expect(box.getBoundingClientRect().height).toBe(before);
}
