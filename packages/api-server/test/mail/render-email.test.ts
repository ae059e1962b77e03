import { describe, expect, it } from 'vitest';
import { sampleValues } from '../../src/mail/placeholder-values.ts';
import { parsePlaceholders } from '../../src/mail/placeholders.ts';
import { renderEmail, textProblems } from '../../src/mail/render-email.ts';

const text = (value: string, marks?: object[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => JSON.stringify({ type: 'doc', content });

describe('e-mail rendering of rich text', () => {
  it('writes every block in both parts, with links kept only for web and mail addresses', () => {
    const body = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Next steps')] },
      paragraph(
        text('Dear '),
        text('{candidateFirstName}', [{ type: 'strong' }]),
        { type: 'hard_break' },
        text('see '),
        text('our site', [{ type: 'link', attrs: { href: 'https://example.com/jobs' } }]),
        text(' and '),
        text('this', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
      ),
      {
        type: 'bullet_list',
        content: [
          { type: 'list_item', content: [paragraph(text('CV'))] },
          { type: 'list_item', content: [paragraph(text('Portfolio'))] },
        ],
      },
      {
        type: 'ordered_list',
        attrs: { order: 1 },
        content: [{ type: 'list_item', content: [paragraph(text('Call'))] }],
      },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
      { type: 'horizontal_rule' },
    );
    const email = renderEmail({ subject: 'Hi {candidateFirstName}', body }, sampleValues.en, 'en');
    expect(email.subject).toBe('Hi Anna');
    const blocks = [
      'Next steps',
      'Dear Anna\nsee our site (https://example.com/jobs) and this',
      '- CV\n- Portfolio',
      '1. Call',
      '> Quoted',
      '----',
    ];
    expect(email.text).toBe(`${blocks.join('\n\n')}\n`);
    expect(email.html).toContain('<h2>Next steps</h2>');
    expect(email.html).toContain(
      '<p>Dear <strong>Anna</strong><br>see <a href="https://example.com/jobs">our site</a> and this</p>',
    );
    expect(email.html).toContain('<ul><li><p>CV</p></li><li><p>Portfolio</p></li></ul>');
    expect(email.html).not.toContain('javascript:');
  });

  it('finds unknown placeholders and unbalanced braces, a placeholder split by formatting too', () => {
    expect(parsePlaceholders('{a}{candidateFirstName} } {x').problems).toEqual([
      { kind: 'unknownPlaceholder', token: '{a}' },
      { kind: 'unbalancedBrace', token: '}' },
      { kind: 'unbalancedBrace', token: '{x' },
    ]);
    const split = doc(paragraph(text('{candidate'), text('FirstName}', [{ type: 'em' }])));
    expect(textProblems({ subject: 'ok', body: split })).toEqual([
      { field: 'body', kind: 'unbalancedBrace', token: '{candidate' },
      { field: 'body', kind: 'unbalancedBrace', token: '}' },
    ]);
  });
});
