import { type MarkSpec, Schema } from 'prosemirror-model';
import { schema as basicSchema } from 'prosemirror-schema-basic';
import { addListNodes } from 'prosemirror-schema-list';
import { isSafeHref } from './links.ts';

/**
 * Links open in a new tab without handing it our window; an address that is not http(s) or
 * mailto (stored by another client, or pasted) is never written out as a link.
 */
const link: MarkSpec = {
  ...basicSchema.spec.marks.get('link'),
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs(dom) {
        const href = dom.getAttribute('href');
        return isSafeHref(href) ? { href, title: dom.getAttribute('title') } : false;
      },
    },
  ],
  toDOM(mark) {
    const { href, title } = mark.attrs as { href: unknown; title: string | null };
    return isSafeHref(href)
      ? ['a', { href, title, target: '_blank', rel: 'noopener noreferrer' }, 0]
      : ['span', 0];
  },
};

/**
 * The rich text schema: prosemirror-schema-basic's nodes and marks plus bullet and ordered
 * lists (prosemirror-schema-list), so every document stored with the basic schema opens.
 */
export const richTextSchema: Schema = new Schema({
  nodes: addListNodes(basicSchema.spec.nodes, 'paragraph block*', 'block'),
  marks: basicSchema.spec.marks.update('link', link),
});
