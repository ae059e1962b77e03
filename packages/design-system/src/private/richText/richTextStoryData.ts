// Sample rich text values for stories, as the editor stores them.

type Inline = { type: 'text'; text: string; marks?: { type: string; attrs?: object }[] };

const text = (value: string, ...marks: Inline['marks'] & object): Inline =>
  marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: Inline[]) => ({ type: 'paragraph', content });
const item = (...content: Inline[]) => ({ type: 'list_item', content: [paragraph(...content)] });

/** What the demo data stores (packages/api-server/src/seed/demo/rich-text.ts): headings and paragraphs. */
export const demoJobDescription = JSON.stringify({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [text('About the role')] },
    paragraph(text('You will build the applicant tracking system our recruiters use every day.')),
    { type: 'heading', attrs: { level: 3 }, content: [text('What we offer')] },
    paragraph(text('A hybrid team in Warsaw and a budget for conferences.')),
  ],
});

/** A job description using every toolbar format: bold, italic, both lists and a link. */
export const formattedJobDescription = JSON.stringify({
  type: 'doc',
  content: [
    paragraph(
      text('We are looking for a '),
      text('senior frontend engineer', { type: 'strong' }),
      text(' to join our '),
      text('product', { type: 'em' }),
      text(' team.'),
    ),
    {
      type: 'bullet_list',
      content: [item(text('React and TypeScript')), item(text('Accessibility know-how'))],
    },
    {
      type: 'ordered_list',
      attrs: { order: 1 },
      content: [item(text('Phone screening')), item(text('Technical interview'))],
    },
    paragraph(
      text('Read more on '),
      text('our careers page', { type: 'link', attrs: { href: 'https://example.com/careers' } }),
      text('.'),
    ),
  ],
});

/** The same kind of text in Polish. */
export const polishJobDescription = JSON.stringify({
  type: 'doc',
  content: [
    paragraph(
      text('Szukamy osoby, która '),
      text('zażółci gęślą jaźń', { type: 'strong' }),
      text('.'),
    ),
    {
      type: 'bullet_list',
      content: [item(text('Praca zdalna')), item(text('Prywatna opieka medyczna'))],
    },
  ],
});
