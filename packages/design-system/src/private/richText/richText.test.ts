import { type Command, EditorState, TextSelection } from 'prosemirror-state';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import {
  activeList,
  isMarkActive,
  linkAt,
  removeLink,
  setLink,
  toggleInlineMark,
  toggleList,
} from './commands.ts';
import { isSafeHref, normaliseLinkHref } from './links.ts';
import { renderDocument } from './renderDocument.tsx';
import { richTextSchema } from './schema.ts';
import {
  isEmptyDocument,
  parseRichText,
  richTextToPlainText,
  serialiseRichText,
} from './serialisation.ts';

// What the demo data stores (packages/api-server/src/seed/demo/rich-text.ts): basic-schema nodes only.
const demoValue = JSON.stringify({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'About the role' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'You will build our product.' }] },
    { type: 'paragraph' },
  ],
});

const listValue = JSON.stringify({
  type: 'doc',
  content: [
    {
      type: 'bullet_list',
      content: [
        {
          type: 'list_item',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Bold', marks: [{ type: 'strong' }] },
                { type: 'text', text: ' and ' },
                {
                  type: 'text',
                  text: 'a link',
                  marks: [
                    { type: 'link', attrs: { href: 'https://example.com/jobs', title: null } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'ordered_list',
      attrs: { order: 3 },
      content: [
        {
          type: 'list_item',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Third' }] }],
        },
      ],
    },
  ],
});

function stateOf(value: string, from?: number, to?: number): EditorState {
  const doc = parseRichText(value);
  const state = EditorState.create({ doc });
  if (from === undefined) return state;
  return state.apply(state.tr.setSelection(TextSelection.create(doc, from, to ?? from)));
}

function apply(state: EditorState, command: Command) {
  let next = state;
  const applied = command(state, (tr) => {
    next = state.apply(tr);
  });
  return { applied, state: next };
}

describe('parseRichText', () => {
  test('opens the documents the demo data stores', () => {
    const doc = parseRichText(demoValue);
    expect(doc.childCount).toBe(3);
    expect(doc.child(0).type.name).toBe('heading');
    expect(doc.child(0).attrs.level).toBe(3);
    expect(doc.textContent).toBe('About the roleYou will build our product.');
  });

  test('opens lists, marks and links', () => {
    const doc = parseRichText(listValue);
    expect(doc.child(0).type.name).toBe('bullet_list');
    expect(doc.child(1).attrs.order).toBe(3);
    expect(JSON.parse(serialiseRichText(doc))).toEqual(JSON.parse(listValue));
  });

  test.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['not JSON', '{"type":"doc",'],
    ['plain text', 'Hello'],
    ['JSON that is not a document', '{"type":"paragraph","content":[{"type":"text","text":"x"}]}'],
    ['an unknown node', '{"type":"doc","content":[{"type":"table"}]}'],
    [
      'an unknown mark',
      '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"underline"}]}]}]}',
    ],
    ['content the schema forbids', '{"type":"doc","content":[{"type":"text","text":"loose"}]}'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
  ])('opens %s as an empty document', (_name, value) => {
    const doc = parseRichText(value);
    expect(doc.type.name).toBe('doc');
    expect(isEmptyDocument(doc)).toBe(true);
    expect(serialiseRichText(doc)).toBe('');
  });

  test('drops links to addresses other than http(s) and mailto', () => {
    const value = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'evil',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
            {
              type: 'text',
              text: ' mail',
              marks: [{ type: 'link', attrs: { href: 'mailto:jobs@example.com' } }],
            },
          ],
        },
      ],
    });
    const doc = parseRichText(value);
    expect(doc.textContent).toBe('evil mail');
    const hrefs: string[] = [];
    doc.descendants((node) => {
      for (const mark of node.marks) hrefs.push(String(mark.attrs.href));
    });
    expect(hrefs).toEqual(['mailto:jobs@example.com']);
  });
});

describe('serialiseRichText', () => {
  test('round-trips a document', () => {
    const doc = parseRichText(demoValue);
    expect(parseRichText(serialiseRichText(doc)).eq(doc)).toBe(true);
  });

  test('writes an empty or white-space-only document as an empty string', () => {
    const blank = richTextSchema.node('doc', null, [
      richTextSchema.node('paragraph', null, [richTextSchema.text('   ')]),
      richTextSchema.node('bullet_list', null, [
        richTextSchema.node('list_item', null, [richTextSchema.node('paragraph')]),
      ]),
    ]);
    expect(serialiseRichText(blank)).toBe('');
  });

  test('keeps a document whose only content is a rule or an image', () => {
    const rule = richTextSchema.node('doc', null, [richTextSchema.node('horizontal_rule')]);
    expect(isEmptyDocument(rule)).toBe(false);
    expect(serialiseRichText(rule)).not.toBe('');
  });
});

describe('richTextToPlainText', () => {
  test('gives the text with blank lines between blocks', () => {
    expect(richTextToPlainText(demoValue)).toBe('About the role\n\nYou will build our product.');
    expect(richTextToPlainText('not json')).toBe('');
  });
});

describe('links', () => {
  test.each([
    ['https://example.com/jobs?id=1', 'https://example.com/jobs?id=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['mailto:jobs@example.com', 'mailto:jobs@example.com'],
    ['jobs@example.com', 'mailto:jobs@example.com'],
    ['example.com/careers', 'https://example.com/careers'],
    ['www.example.pl', 'https://www.example.pl'],
    ['localhost:3000', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['ftp://example.com', null],
    ['mailto:', null],
    ['https://', null],
    ['careers', null],
    ['two words.com', null],
    ['', null],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseLinkHref(input)).toBe(expected);
  });

  test('accepts only absolute http(s) and mailto addresses as safe', () => {
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/relative')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
    expect(isSafeHref(null)).toBe(false);
  });
});

describe('commands', () => {
  const paragraph = JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello world' }] }],
  });

  test('bold toggles over a selection and shows as active', () => {
    const selected = stateOf(paragraph, 1, 6);
    expect(isMarkActive(selected, 'bold')).toBe(false);
    const { state } = apply(selected, toggleInlineMark('bold'));
    expect(isMarkActive(state, 'bold')).toBe(true);
    expect(isMarkActive(state, 'italic')).toBe(false);
    expect(apply(state, toggleInlineMark('bold')).state.doc.eq(selected.doc)).toBe(true);
  });

  test('a list button wraps, switches the kind, and unwraps', () => {
    const start = stateOf(paragraph, 3);
    const bullet = apply(start, toggleList('bullet')).state;
    expect(activeList(bullet)).toBe('bullet');
    const ordered = apply(bullet, toggleList('ordered')).state;
    expect(activeList(ordered)).toBe('ordered');
    expect(ordered.doc.child(0).type.name).toBe('ordered_list');
    const plain = apply(ordered, toggleList('ordered')).state;
    expect(activeList(plain)).toBe(null);
    expect(plain.doc.child(0).type.name).toBe('paragraph');
  });

  test('a link is set on a selection, found around the cursor, changed and removed', () => {
    const linked = apply(stateOf(paragraph, 7, 12), setLink('https://example.com')).state;
    const cursorInLink = linked.apply(linked.tr.setSelection(TextSelection.create(linked.doc, 9)));
    expect(linkAt(cursorInLink)).toEqual({ href: 'https://example.com', from: 7, to: 12 });
    expect(linkAt(stateOf(paragraph, 3))).toBe(null);
    const changed = apply(cursorInLink, setLink('https://example.org')).state;
    expect(linkAt(changed)?.href).toBe('https://example.org');
    expect(changed.doc.textContent).toBe('Hello world');
    const removed = apply(changed, removeLink).state;
    expect(linkAt(removed)).toBe(null);
    expect(apply(removed, removeLink).applied).toBe(false);
  });

  test('with nothing selected and no link, the address itself is inserted as a link', () => {
    const { state } = apply(stateOf(paragraph, 12), setLink('mailto:jobs@example.com'));
    expect(state.doc.textContent).toBe('Hello worldjobs@example.com');
    expect(linkAt(state.apply(state.tr.setSelection(TextSelection.create(state.doc, 15))))).toEqual(
      {
        href: 'mailto:jobs@example.com',
        from: 12,
        to: 28,
      },
    );
  });
});

describe('renderDocument', () => {
  test('renders the nodes and marks as HTML elements', () => {
    const html = renderToStaticMarkup(
      createElement('div', null, ...renderDocument(parseRichText(listValue))),
    );
    expect(html).toBe(
      '<div><ul><li><p><strong>Bold</strong> and <a href="https://example.com/jobs" target="_blank" rel="noopener noreferrer">a link</a></p></li></ul><ol start="3"><li><p>Third</p></li></ol></div>',
    );
  });

  test('writes text as text, never as markup', () => {
    const value = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
      ],
    });
    const html = renderToStaticMarkup(
      createElement('div', null, ...renderDocument(parseRichText(value))),
    );
    expect(html).toBe('<div><p>&lt;img src=x onerror=alert(1)&gt;</p></div>');
  });

  test('renders a heading at its level', () => {
    const html = renderToStaticMarkup(
      createElement('div', null, ...renderDocument(parseRichText(demoValue))),
    );
    expect(html).toBe(
      '<div><h3>About the role</h3><p>You will build our product.</p><p></p></div>',
    );
  });
});
