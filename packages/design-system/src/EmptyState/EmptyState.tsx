import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { InboxIcon } from '../icons/icons.tsx';
import { Text } from '../Text/Text.tsx';
import { emptyState, illustration } from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What is empty, e.g. "No questionnaires yet". */
  title: string;
  /** What the user can do about it. */
  description?: string;
  /** A decorative icon; an inbox by default. */
  icon?: ReactNode;
  /** The first step, e.g. an "Add new questionnaire" Button. */
  action?: ReactNode;
  /** Outline level of the title; 2 by default. */
  headingLevel?: HeadingLevel;
}

/** Stands in for a list or a chart that has nothing to show yet. */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon size="large" />,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  return (
    <div className={emptyState}>
      <span className={illustration} aria-hidden="true">
        {icon}
      </span>
      <Heading level={headingLevel} visualLevel={3} align="center">
        {title}
      </Heading>
      {description ? (
        <Text tone="muted" align="center">
          {description}
        </Text>
      ) : null}
      {action}
    </div>
  );
}
