import { MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { createIcon } from '../icons/createIcon.tsx';

// The shared icon set has no zoom icons; these follow its pattern (createIcon) and can move to
// src/icons/ when another component needs them.
export const ZoomInIcon = createIcon(ZoomIn, 'ZoomInIcon');
export const ZoomOutIcon = createIcon(ZoomOut, 'ZoomOutIcon');
export const FitWidthIcon = createIcon(MoveHorizontal, 'FitWidthIcon');
