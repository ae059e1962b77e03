import { Button, ErrorView } from '@ats/design-system';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { paths } from '../routing/paths.ts';
import { messages } from './messages.ts';

/** The error pages of spec part 1 §2: 401, 403, 404 and the default 500. */
export type ErrorPageKind = 'unauthorized' | 'forbidden' | 'notFound' | 'unexpected';

const texts: Record<
  ErrorPageKind,
  { title: MessageDescriptor; subtitle: MessageDescriptor; description: MessageDescriptor }
> = {
  unauthorized: {
    title: messages.unauthorizedTitle,
    subtitle: messages.unauthorizedSubtitle,
    description: messages.unauthorizedDescription,
  },
  forbidden: {
    title: messages.forbiddenTitle,
    subtitle: messages.forbiddenSubtitle,
    description: messages.forbiddenDescription,
  },
  notFound: {
    title: messages.notFoundTitle,
    subtitle: messages.notFoundSubtitle,
    description: messages.notFoundDescription,
  },
  unexpected: {
    title: messages.unexpectedTitle,
    subtitle: messages.unexpectedSubtitle,
    description: messages.unexpectedDescription,
  },
};

export interface ErrorPageProps {
  kind: ErrorPageKind;
  /** Says why, in place of the kind's general description (e.g. what the role allows). */
  description?: string;
}

/** A title, a subtitle, a description and a button back to the dashboard. */
export function ErrorPage({ kind, description }: ErrorPageProps) {
  const intl = useIntl();
  const text = texts[kind];
  return (
    <ErrorView
      code={intl.formatMessage(text.title)}
      title={intl.formatMessage(text.subtitle)}
      description={description ?? intl.formatMessage(text.description)}
      action={
        <Button href={paths.dashboard()}>{intl.formatMessage(messages.backToDashboard)}</Button>
      }
    />
  );
}
