// Pieces the application form and the filled questionnaire share.

import type { TextElement } from '@ats/domain';
import type { Ref } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './questionnaireLayout.css.ts';

/** A Header element as a heading, a TextParagraph as a paragraph keeping its line breaks. */
export function QuestionnaireText({
  element,
  headingLevel,
}: {
  element: TextElement;
  headingLevel: HeadingLevel;
}) {
  return element.$type === 'Header' ? (
    <Heading level={headingLevel}>{element.text}</Heading>
  ) : (
    <div className={styles.paragraph}>
      <Text>{element.text}</Text>
    </div>
  );
}

/**
 * "Page 2 of 3": focusable by script only, so that after Previous or Next the focus (and a
 * screen reader) starts at the top of the new page.
 */
export function PageIndicator({ text, ref }: { text: string; ref: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} tabIndex={-1} className={styles.pageIndicator}>
      {text}
    </p>
  );
}

export const sectionClass = styles.section;
