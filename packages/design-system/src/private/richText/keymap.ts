import { baseKeymap } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Command, Plugin } from 'prosemirror-state';
import { liftItem, sinkItem, splitItem, toggleInlineMark } from './commands.ts';

interface KeymapOptions {
  /** Mod-k: ask for a link address. */
  onLinkShortcut: () => void;
  /** True right after Escape: Tab and Shift-Tab then move the focus instead of indenting. */
  tabLeavesEditor: () => boolean;
}

/** The editor's plugins: undo history and every keyboard shortcut. */
export function richTextPlugins({ onLinkShortcut, tabLeavesEditor }: KeymapOptions): Plugin[] {
  // A list item keeps Tab only while it can be indented: otherwise, and after Escape, Tab
  // moves the focus on as everywhere else, so the editor never traps the keyboard.
  const unlessLeaving =
    (command: Command): Command =>
    (state, dispatch, view) =>
      tabLeavesEditor() ? false : command(state, dispatch, view);
  const openLink: Command = () => {
    onLinkShortcut();
    return true;
  };
  return [
    history(),
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      'Mod-b': toggleInlineMark('bold'),
      'Mod-B': toggleInlineMark('bold'),
      'Mod-i': toggleInlineMark('italic'),
      'Mod-I': toggleInlineMark('italic'),
      'Mod-k': openLink,
      Enter: splitItem,
      Tab: unlessLeaving(sinkItem),
      'Shift-Tab': unlessLeaving(liftItem),
    }),
    keymap(baseKeymap),
  ];
}
