import { describe, expect, test } from 'vitest';
import { splitJobDescription } from './jobDescriptionSections.ts';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string, level = 3) => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});
const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });

describe('splitJobDescription', () => {
  test('splits the demo descriptions at their three headings, leaving the headings out', () => {
    const parts = splitJobDescription(
      doc(
        paragraph('Join us.'),
        heading('Responsibilities'),
        paragraph('Build things.'),
        paragraph('Fix things.'),
        heading('Qualifications'),
        paragraph('Curiosity.'),
        heading('Bonus points'),
        paragraph('Polish.'),
      ),
    );
    expect(parts).toEqual({
      introduction: doc(paragraph('Join us.')),
      sections: [
        {
          kind: 'responsibilities',
          content: doc(paragraph('Build things.'), paragraph('Fix things.')),
        },
        { kind: 'qualifications', content: doc(paragraph('Curiosity.')) },
        { kind: 'bonusPoints', content: doc(paragraph('Polish.')) },
      ],
    });
  });

  test('knows the Polish headings, in any letter case, with a colon or extra spaces', () => {
    const parts = splitJobDescription(
      doc(
        heading('ZAKRES  OBOWIĄZKÓW:'),
        paragraph('a'),
        heading(' Wymagania ', 2),
        paragraph('b'),
        heading('Mile widziane'),
        paragraph('c'),
      ),
    );
    expect(parts.introduction).toBeNull();
    expect(parts.sections.map((section) => section.kind)).toEqual([
      'responsibilities',
      'qualifications',
      'bonusPoints',
    ]);
  });

  test('reads a heading made of several text nodes (marks split the text)', () => {
    const split = {
      type: 'heading',
      attrs: { level: 3 },
      content: [
        { type: 'text', text: 'Bonus ' },
        { type: 'text', text: 'points', marks: [{ type: 'strong' }] },
      ],
    };
    expect(splitJobDescription(doc(split, paragraph('x'))).sections).toEqual([
      { kind: 'bonusPoints', content: doc(paragraph('x')) },
    ]);
  });

  test('keeps other headings and paragraphs that merely say the words where they are', () => {
    const value = doc(
      heading('About the team'),
      paragraph('Responsibilities'),
      heading('Responsibilities and more'),
      paragraph('x'),
    );
    expect(splitJobDescription(value)).toEqual({ introduction: value, sections: [] });
  });

  test('keeps a section whose heading has nothing under it', () => {
    expect(splitJobDescription(doc(heading('Qualifications'))).sections).toEqual([
      { kind: 'qualifications', content: doc() },
    ]);
  });

  test('leaves a value that is not a document alone', () => {
    expect(splitJobDescription('Plain old text')).toEqual({
      introduction: 'Plain old text',
      sections: [],
    });
    expect(splitJobDescription('')).toEqual({ introduction: null, sections: [] });
    expect(splitJobDescription('{"type":"paragraph"}')).toEqual({
      introduction: '{"type":"paragraph"}',
      sections: [],
    });
  });
});
