/**
 * Rich text (the ProseMirror document JSON the app's RichTextEditor stores, with the nodes of
 * prosemirror-schema-basic and prosemirror-schema-list) as an e-mail's HTML and plain text.
 * Written without ProseMirror: the server only walks the JSON. Every text is HTML-escaped;
 * links keep only http(s) and mailto addresses, as the app's RichTextView does; unknown nodes
 * show their content, unknown marks are dropped.
 */

export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

/** The document of a stored value, or null when it is not one (not JSON, not a `doc`). */
export function parseRichTextDocument(value: string): RichTextNode | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isNode(parsed) || parsed.type !== 'doc') return null;
  return parsed;
}

function isNode(value: unknown): value is RichTextNode {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const node = value as Record<string, unknown>;
  if (typeof node.type !== 'string') return false;
  if (node.text !== undefined && typeof node.text !== 'string') return false;
  if (node.content !== undefined && !(Array.isArray(node.content) && node.content.every(isNode)))
    return false;
  if (node.marks !== undefined) {
    if (!Array.isArray(node.marks)) return false;
    for (const mark of node.marks) {
      if (mark === null || typeof mark !== 'object' || typeof mark.type !== 'string') return false;
    }
  }
  return true;
}

/** Every text node's text, in order (placeholders are checked per text node). */
export function textsOf(node: RichTextNode): string[] {
  if (node.type === 'text') return [node.text ?? ''];
  return (node.content ?? []).flatMap(textsOf);
}

/** True when the document holds no text but white space (and no image or rule). */
export function isEmptyRichText(node: RichTextNode): boolean {
  if (node.type === 'text') return (node.text ?? '').trim() === '';
  if (node.type === 'image' || node.type === 'horizontal_rule') return false;
  return (node.content ?? []).every(isEmptyRichText);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An absolute http(s) or mailto address (the app's isSafeHref). */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:') return url.pathname !== '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Turns a text node's text into what is sent (placeholders filled). */
export type TextTransform = (text: string) => string;

const blockTags: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  code_block: 'pre',
};

const markTags: Record<string, string> = { strong: 'strong', em: 'em', code: 'code' };

/** The document's HTML (the body's content, without <html> or <body>). */
export function richTextToHtml(node: RichTextNode, transform: TextTransform): string {
  const inner = () =>
    (node.content ?? []).map((child) => richTextToHtml(child, transform)).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      return markedHtml(escapeHtml(transform(node.text ?? '')), node.marks ?? []);
    case 'heading': {
      const level = Number(node.attrs?.level);
      const tag = Number.isInteger(level) && level >= 1 && level <= 6 ? `h${level}` : 'h3';
      return `<${tag}>${inner()}</${tag}>`;
    }
    case 'hard_break':
      return '<br>';
    case 'horizontal_rule':
      return '<hr>';
    case 'image': {
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      return escapeHtml(alt);
    }
    default: {
      const tag = blockTags[node.type];
      return tag ? `<${tag}>${inner()}</${tag}>` : inner();
    }
  }
}

function markedHtml(html: string, marks: NonNullable<RichTextNode['marks']>): string {
  // The outermost mark wraps the others, as in the editor.
  return marks.reduceRight((inner, mark) => {
    if (mark.type === 'link') {
      const href = mark.attrs?.href;
      return isSafeHref(href) ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
    }
    const tag = markTags[mark.type];
    return tag ? `<${tag}>${inner}</${tag}>` : inner;
  }, html);
}

/**
 * The document as plain text: blocks separated by blank lines, list items marked "- " or
 * "1. ", quotes "> ", a link's address after its text in brackets.
 */
export function richTextToPlainText(node: RichTextNode, transform: TextTransform): string {
  return blocksText(node, transform).join('\n\n').trim();
}

function blocksText(node: RichTextNode, transform: TextTransform): string[] {
  const children = node.content ?? [];
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'code_block':
      return [inlineText(children, transform)];
    case 'horizontal_rule':
      return ['----'];
    case 'blockquote':
      return children
        .flatMap((child) => blocksText(child, transform))
        .map((block) => prefixLines(block, '> '));
    case 'bullet_list':
    case 'ordered_list': {
      const start = Number(node.attrs?.order ?? 1);
      const items = children.map((item, index) => {
        const marker =
          node.type === 'bullet_list' ? '- ' : `${(Number.isFinite(start) ? start : 1) + index}. `;
        const text = blocksText(item, transform).join('\n');
        return `${marker}${text.replace(/\n/g, `\n${' '.repeat(marker.length)}`)}`;
      });
      return [items.join('\n')];
    }
    default:
      // doc, list_item and unknown blocks: their blocks; inline content as one block.
      if (children.length > 0 && children.every((child) => isInline(child))) {
        return [inlineText(children, transform)];
      }
      return children.flatMap((child) => blocksText(child, transform));
  }
}

function isInline(node: RichTextNode): boolean {
  return node.type === 'text' || node.type === 'hard_break' || node.type === 'image';
}

function inlineText(nodes: RichTextNode[], transform: TextTransform): string {
  return nodes
    .map((node) => {
      if (node.type === 'hard_break') return '\n';
      if (node.type === 'image') return typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      if (node.type !== 'text') return inlineText(node.content ?? [], transform);
      const text = transform(node.text ?? '');
      const link = node.marks?.find((mark) => mark.type === 'link')?.attrs?.href;
      if (!isSafeHref(link)) return text;
      const address = link.startsWith('mailto:') ? link.slice('mailto:'.length) : link;
      return address === text ? text : `${text} (${address})`;
    })
    .join('');
}

function prefixLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
}

/** The document with every text node's text transformed (placeholders filled), as stored JSON. */
export function transformRichText(node: RichTextNode, transform: TextTransform): RichTextNode {
  if (node.type === 'text') return { ...node, text: transform(node.text ?? '') };
  if (!node.content) return node;
  return { ...node, content: node.content.map((child) => transformRichText(child, transform)) };
}
