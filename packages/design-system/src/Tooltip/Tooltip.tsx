import { Tooltip as AriakitTooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import type { ReactElement } from 'react';
import { tooltip } from './Tooltip.css.ts';

/** Where a tooltip opens; the spec places tooltips above or below their anchor only. */
export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps {
  /** The tooltip's text; it also describes the anchor for assistive technology. */
  content: string;
  /** The element it explains; it must be focusable (a button, a link, or an element with tabIndex 0). */
  children: ReactElement;
  /** `top` by default. */
  placement?: TooltipPlacement;
  /** Opens it from the start, for galleries and documentation. */
  defaultOpen?: boolean;
}

/** A short text shown on hover and keyboard focus of its anchor; Escape closes it. */
export function Tooltip({ content, children, placement = 'top', defaultOpen }: TooltipProps) {
  return (
    <TooltipProvider placement={placement} defaultOpen={defaultOpen} showTimeout={300}>
      <TooltipAnchor render={children} />
      <AriakitTooltip className={tooltip} gutter={6} portal>
        {content}
      </AriakitTooltip>
    </TooltipProvider>
  );
}
