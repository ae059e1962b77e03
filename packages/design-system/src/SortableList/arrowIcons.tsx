import { ArrowDown, ArrowUp } from 'lucide-react';
import { createIcon } from '../icons/createIcon.tsx';

// The shared icon set has no up/down arrows yet; these follow its pattern (createIcon) and
// can move to src/icons/ when it gains them.
export const ArrowUpIcon = createIcon(ArrowUp, 'ArrowUpIcon');
export const ArrowDownIcon = createIcon(ArrowDown, 'ArrowDownIcon');
