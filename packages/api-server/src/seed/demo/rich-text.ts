/**
 * Rich text as the editor stores it ("raw serialised content"): a ProseMirror document in
 * JSON, using only nodes of prosemirror-schema-basic (doc, heading, paragraph, text) so that
 * any editor built on that schema can open it.
 */
export type RichTextBlock = { heading: string } | { paragraph: string };

interface TextNode {
  type: 'text';
  text: string;
}

interface BlockNode {
  type: 'heading' | 'paragraph';
  attrs?: { level: number };
  content?: TextNode[];
}

export function richText(blocks: readonly RichTextBlock[]): string {
  const content: BlockNode[] = blocks.map((block) => {
    const text = 'heading' in block ? block.heading : block.paragraph;
    const inline: TextNode[] | undefined = text ? [{ type: 'text', text }] : undefined;
    return 'heading' in block
      ? { type: 'heading', attrs: { level: 3 }, ...(inline ? { content: inline } : {}) }
      : { type: 'paragraph', ...(inline ? { content: inline } : {}) };
  });
  return JSON.stringify({ type: 'doc', content });
}

/** One or more paragraphs of plain text as rich text. */
export function richParagraphs(...paragraphs: string[]): string {
  return richText(paragraphs.map((paragraph) => ({ paragraph })));
}
