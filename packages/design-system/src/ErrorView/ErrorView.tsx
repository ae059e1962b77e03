import { type ReactNode, useId } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { ErrorIcon } from '../icons/icons.tsx';
import { Text } from '../Text/Text.tsx';
import { code as codeClass, errorIcon, errorView } from './ErrorView.css.ts';

export interface ErrorViewProps {
  /** The main message, e.g. "Not found". */
  title: string;
  /** A second line under the title, e.g. "The page you are looking for does not exist." */
  subtitle?: string;
  /** A longer explanation or what to do next. */
  description?: string;
  /** A status shown large above the title, e.g. 404; without it an error icon shows. */
  code?: string | number;
  /** The way out, e.g. a "Back to the dashboard" Button. */
  action?: ReactNode;
  /** Outline level of the title: 1 for an error page, 2 when it replaces part of a screen. */
  headingLevel?: HeadingLevel;
}

/** Replaces a page or a screen whose data could not be loaded: what went wrong and a way out. */
export function ErrorView({
  title,
  subtitle,
  description,
  code,
  action,
  headingLevel = 1,
}: ErrorViewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={errorView}>
      {code === undefined ? (
        <span className={errorIcon}>
          <ErrorIcon size="large" />
        </span>
      ) : (
        <span className={codeClass} aria-hidden="true">
          {code}
        </span>
      )}
      <Heading level={headingLevel} id={headingId} align="center">
        {title}
      </Heading>
      {subtitle ? (
        <Text size="large" weight="medium" align="center">
          {subtitle}
        </Text>
      ) : null}
      {description ? (
        <Text tone="muted" align="center">
          {description}
        </Text>
      ) : null}
      {action}
    </section>
  );
}
