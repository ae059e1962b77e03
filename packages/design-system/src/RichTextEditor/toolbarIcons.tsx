import { Bold, Italic, Link, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { createIcon } from '../icons/createIcon.tsx';

// The shared icon set has no formatting icons; these follow its pattern (createIcon) and can
// move to src/icons/ when another component needs them.
export const BoldIcon = createIcon(Bold, 'BoldIcon');
export const ItalicIcon = createIcon(Italic, 'ItalicIcon');
export const BulletListIcon = createIcon(List, 'BulletListIcon');
export const OrderedListIcon = createIcon(ListOrdered, 'OrderedListIcon');
export const LinkIcon = createIcon(Link, 'LinkIcon');
export const UndoIcon = createIcon(Undo2, 'UndoIcon');
export const RedoIcon = createIcon(Redo2, 'RedoIcon');
