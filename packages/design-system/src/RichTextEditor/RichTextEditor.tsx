import {
  PopoverDisclosure,
  Toolbar,
  ToolbarItem,
  ToolbarSeparator,
  usePopoverStore,
} from '@ariakit/react';
import { closeHistory, redo, redoDepth, undo, undoDepth } from 'prosemirror-history';
import { type Command, EditorState, Selection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import {
  createContext,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { iconButton } from '../IconButton/IconButton.css.ts';
import type { CounterLabel } from '../private/field/characterCount.ts';
import { control as controlClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { useFieldShell } from '../private/field/useFieldShell.ts';
import { mergeLabels } from '../private/mergeLabels.ts';
import {
  activeList,
  isMarkActive,
  linkAt,
  removeLink,
  setLink,
  toggleInlineMark,
  toggleList,
} from '../private/richText/commands.ts';
import { richTextPlugins } from '../private/richText/keymap.ts';
import { richTextContent } from '../private/richText/richTextContent.css.ts';
import { parseRichText, serialiseRichText } from '../private/richText/serialisation.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { LinkPopover } from './LinkPopover.tsx';
import { defaultRichTextEditorLabels, type RichTextEditorLabelsInput } from './labels.ts';
import * as styles from './RichTextEditor.css.ts';
import {
  BoldIcon,
  BulletListIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  RedoIcon,
  UndoIcon,
} from './toolbarIcons.tsx';

export interface RichTextEditorProps extends FieldBaseProps {
  /**
   * The stored value: a ProseMirror document as JSON (basic schema plus lists), or '' when
   * empty. An invalid value opens as an empty document.
   */
  value: string;
  /** Called with the new stored value after every change of the text; '' when it is empty. */
  onChange: (value: string) => void;
  /**
   * Longest stored value (the JSON, not the visible text): input that would make it longer
   * is refused, and a counter shows while focused or near the limit.
   */
  maxLength?: number;
  /** Wording of the counter; English default '{length}/{maxLength}'. */
  counterLabel?: CounterLabel;
  /** Texts of the toolbar, the link popover and the counter; English defaults. */
  labels?: RichTextEditorLabelsInput;
  /** Commands for the editor's owner, e.g. inserting a placeholder from a button outside it. */
  ref?: Ref<RichTextEditorHandle>;
}

/** What the owner of a RichTextEditor can do to it through `ref`. */
export interface RichTextEditorHandle {
  /**
   * Inserts plain text at the cursor, over the selected text, or at the end of the text when
   * the editor was never focused; the insert is one undo step, and the focus returns to the
   * text with the cursor after the insert. Returns false when nothing was inserted (the
   * editor is disabled, or the text would pass `maxLength`).
   */
  insertText: (text: string) => boolean;
}

/** The state the toolbar shows, taken from the editor after each transaction. */
interface Snapshot {
  state: EditorState;
  /** Length of the stored value of `state`. */
  length: number;
}

/**
 * A rich text field (ProseMirror): bold, italic, bulleted and numbered lists, links and
 * undo/redo from a toolbar (Ariakit, one tab stop, arrow keys inside) or the keyboard
 * (Mod-b, Mod-i, Mod-k, Mod-z, Shift-Mod-z; Enter, Tab and Shift-Tab in lists). It is a
 * form field like TextArea: label, help, error, required and disabled, with `value`,
 * `onChange` and `onBlur` for react-final-form.
 */
export function RichTextEditor({
  value,
  onChange,
  maxLength,
  counterLabel,
  labels: labelsInput,
  name,
  onFocus,
  ref,
  ...props
}: RichTextEditorProps) {
  const labels = mergeLabels(defaultRichTextEditorLabels, labelsInput);
  const [field] = splitFieldProps(props);
  const { disabled = false, required } = field;
  const helpId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const editorFocusRef = useRef<HTMLElement | null>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const linkPopover = usePopoverStore();
  const { control, frame } = useFieldShell(field, {
    counter: { length: snapshot?.length ?? 0, max: maxLength, label: counterLabel },
    labelAs: EditorLabel,
  });
  // The last value sent or received: a new `value` that differs comes from outside (a reset).
  const lastValueRef = useRef(value);
  // Values sent since the parent last caught up. The parent may render them late, one by one,
  // while the user goes on typing (a slow machine): such an echo of our own earlier change must
  // not replace the document, or the caret jumps to the start mid-word.
  const sentValuesRef = useRef(new Set<string>());
  const escapedRef = useRef(false);
  // A new document's selection is its start, where the user never put the cursor: until the
  // text is focused, insertText appends instead.
  const hadSelectionRef = useRef(false);
  const focusEditor = useCallback(() => viewRef.current?.focus(), []);
  const latest = useRef({ onChange, maxLength, disabled, linkPopover });
  latest.current = { onChange, maxLength, disabled, linkPopover };

  useLayoutEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const plugins = richTextPlugins({
      onLinkShortcut: () => {
        editorFocusRef.current = view.dom;
        latest.current.linkPopover.show();
      },
      tabLeavesEditor: () => escapedRef.current,
    });
    const initial = EditorState.create({ doc: parseRichText(lastValueRef.current), plugins });
    let currentLength = serialiseRichText(initial.doc).length;
    const view: EditorView = new EditorView(
      { mount },
      {
        state: initial,
        editable: () => !latest.current.disabled,
        handleKeyDown(_view, event) {
          // Escape arms Tab to leave the editor; any other key (but Tab and Shift) disarms it.
          if (event.key === 'Escape') escapedRef.current = true;
          else if (event.key !== 'Tab' && event.key !== 'Shift') escapedRef.current = false;
          return false;
        },
        handleDOMEvents: {
          focus: () => {
            escapedRef.current = false;
            hadSelectionRef.current = true;
            return false;
          },
        },
        dispatchTransaction(transaction) {
          const next = view.state.apply(transaction);
          if (!transaction.docChanged) {
            view.updateState(next);
            setSnapshot({ state: next, length: currentLength });
            return;
          }
          const serialised = serialiseRichText(next.doc);
          const { maxLength: limit } = latest.current;
          if (
            limit !== undefined &&
            serialised.length > limit &&
            serialised.length > currentLength
          ) {
            setLimitReached(true);
            // The browser may already show the typed text: redraw the unchanged document.
            view.updateState(view.state);
            return;
          }
          currentLength = serialised.length;
          view.updateState(next);
          setSnapshot({ state: next, length: currentLength });
          if (limit === undefined || currentLength < limit) setLimitReached(false);
          if (serialised !== lastValueRef.current) {
            lastValueRef.current = serialised;
            sentValuesRef.current.add(serialised);
            latest.current.onChange(serialised);
          }
        },
      },
    );
    viewRef.current = view;
    setSnapshot({ state: view.state, length: currentLength });
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // A value from outside (a form reset, a loaded record) replaces the document and its history.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    if (value === lastValueRef.current) {
      sentValuesRef.current.clear();
      return;
    }
    if (sentValuesRef.current.has(value)) return;
    sentValuesRef.current.clear();
    lastValueRef.current = value;
    const state = EditorState.create({ doc: parseRichText(value), plugins: view.state.plugins });
    view.updateState(state);
    setSnapshot({ state, length: serialiseRichText(state.doc).length });
    setLimitReached(false);
    hadSelectionRef.current = view.hasFocus();
  }, [value]);

  useImperativeHandle(
    ref,
    () => ({
      insertText(text) {
        const view = viewRef.current;
        if (!view || latest.current.disabled || text === '') return false;
        const { state } = view;
        const transaction = hadSelectionRef.current
          ? state.tr
          : state.tr.setSelection(Selection.atEnd(state.doc));
        // A transaction like typing (maxLength may refuse it), but its own undo step: not
        // merged with the typing just before it, nor with the typing that follows.
        view.dispatch(closeHistory(transaction.insertText(text)).scrollIntoView());
        view.dispatch(closeHistory(view.state.tr));
        const inserted = view.state.doc !== state.doc;
        view.focus();
        return inserted;
      },
    }),
    [],
  );

  const describedByIds = [control['aria-describedby'], helpId].filter(Boolean).join(' ');
  useLayoutEffect(() => {
    const attributes: Record<string, string> = {
      id: control.id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': frame.ids.labelId,
      'aria-describedby': describedByIds,
      class: `${controlClass} ${styles.editable} ${richTextContent}`,
    };
    if (control['aria-invalid']) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    if (disabled) attributes['aria-disabled'] = 'true';
    // `editable` is read again on every update, so this also applies a change of `disabled`.
    viewRef.current?.setProps({ attributes });
  }, [control.id, frame.ids.labelId, describedByIds, control['aria-invalid'], required, disabled]);

  const state = snapshot?.state;
  const run = (command: Command) => {
    const view = viewRef.current;
    if (view && !disabled) command(view.state, view.dispatch, view);
  };
  const can = (command: Command) => Boolean(state && !disabled && command(state));
  const list = state ? activeList(state) : null;
  const currentLink = state ? linkAt(state) : null;

  return (
    <FocusEditorContext value={focusEditor}>
      <FieldFrame {...frame}>
        <Toolbar className={styles.toolbar} aria-label={labels.toolbar} aria-controls={control.id}>
          <ToolButton
            label={labels.bold}
            shortcut="B"
            icon={<BoldIcon />}
            pressed={state ? isMarkActive(state, 'bold') : false}
            disabled={!can(toggleInlineMark('bold'))}
            onClick={() => run(toggleInlineMark('bold'))}
          />
          <ToolButton
            label={labels.italic}
            shortcut="I"
            icon={<ItalicIcon />}
            pressed={state ? isMarkActive(state, 'italic') : false}
            disabled={!can(toggleInlineMark('italic'))}
            onClick={() => run(toggleInlineMark('italic'))}
          />
          <ToolbarSeparator className={styles.separator} />
          <ToolButton
            label={labels.bulletList}
            icon={<BulletListIcon />}
            pressed={list === 'bullet'}
            disabled={!can(toggleList('bullet'))}
            onClick={() => run(toggleList('bullet'))}
          />
          <ToolButton
            label={labels.orderedList}
            icon={<OrderedListIcon />}
            pressed={list === 'ordered'}
            disabled={!can(toggleList('ordered'))}
            onClick={() => run(toggleList('ordered'))}
          />
          <ToolButton
            label={labels.link}
            shortcut="K"
            icon={<LinkIcon />}
            disabled={!state || disabled}
            onClick={() => {
              // Opened by a click, the text keeps the focus (see ToolButton) and gets it back;
              // opened from the toolbar by keyboard, the focus returns to this button.
              const dom = viewRef.current?.dom ?? null;
              editorFocusRef.current = dom !== null && dom === document.activeElement ? dom : null;
            }}
            render={<PopoverDisclosure store={linkPopover} />}
          />
          <ToolbarSeparator className={styles.separator} />
          <ToolButton
            label={labels.undo}
            shortcut="Z"
            icon={<UndoIcon />}
            disabled={!state || disabled || undoDepth(state) === 0}
            onClick={() => run(undo)}
          />
          <ToolButton
            label={labels.redo}
            shortcut="Shift+Z"
            icon={<RedoIcon />}
            disabled={!state || disabled || redoDepth(state) === 0}
            onClick={() => run(redo)}
          />
        </Toolbar>
        <LinkPopover
          store={linkPopover}
          currentHref={currentLink?.href ?? ''}
          finalFocus={editorFocusRef}
          labels={labels}
          onApply={(href) => {
            editorFocusRef.current = viewRef.current?.dom ?? null;
            run(setLink(href));
          }}
          onRemove={() => {
            editorFocusRef.current = viewRef.current?.dom ?? null;
            run(removeLink);
          }}
        />
        {/* ProseMirror owns this element (it becomes the textbox); React only listens to it. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: ProseMirror gives it role="textbox". */}
        <div ref={mountRef} onBlur={control.onBlur} onFocus={onFocus} />
        <span id={helpId} className={visuallyHidden}>
          {labels.keyboardHelp}
        </span>
        <span role="status" className={visuallyHidden}>
          {limitReached ? labels.limitReached : ''}
        </span>
        {name ? <input type="hidden" name={name} value={value} /> : null}
      </FieldFrame>
    </FocusEditorContext>
  );
}

/** Focuses the editable text of the editor around it. */
const FocusEditorContext = createContext<() => void>(() => undefined);

/**
 * The editor's label. The editable element is not labelable, so the label names it with
 * aria-labelledby, and a click on it focuses the text, as on a textarea's label.
 */
function EditorLabel({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: ReactNode;
}) {
  const focusEditor = useContext(FocusEditorContext);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut, as a label's; keyboard users reach the text with Tab.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same shortcut needs no key (the text is in the tab order).
    <span id={id} className={className} onClick={focusEditor}>
      {children}
    </span>
  );
}

interface ToolButtonProps {
  label: string;
  icon: ReactElement;
  /** The letter of its Mod shortcut, for aria-keyshortcuts and the tooltip. */
  shortcut?: string;
  /** aria-pressed: the format is on at the selection; undefined for a plain action button. */
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
  /** Another element to render as (the link popover's disclosure). */
  render?: ReactElement;
}

const isApple =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

function ToolButton({
  label,
  icon,
  shortcut,
  pressed,
  disabled,
  onClick,
  render,
}: ToolButtonProps) {
  const keys = shortcut === undefined ? undefined : `${isApple ? 'Meta' : 'Control'}+${shortcut}`;
  return (
    <ToolbarItem
      render={render}
      className={`${iconButton({ size: 'small' })} ${styles.pressed}`}
      aria-label={label}
      title={keys === undefined ? label : `${label} (${keys.replace('Control', 'Ctrl')})`}
      aria-keyshortcuts={keys}
      aria-pressed={pressed}
      disabled={disabled}
      // Disabled buttons keep their place in the toolbar's arrow-key order (WAI-ARIA toolbar).
      accessibleWhenDisabled
      // A mouse click must not take the focus (and the selection) from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </ToolbarItem>
  );
}
