import { Heading } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';

/** An unknown `/settings/:page`: a plain "Not found" (spec part 1 §2). */
export function SettingsPageNotFound() {
  const intl = useIntl();
  return <Heading level={1}>{intl.formatMessage(messages.notFound)}</Heading>;
}
