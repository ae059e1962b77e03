import { FullScreenSpinner } from '@ats/design-system';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { messages } from './messages.ts';

export interface LoadingScreenProps {
  /** What is being waited for; "Loading" by default. */
  label?: MessageDescriptor;
}

/** The full-screen spinner, with a translated label. */
export function LoadingScreen({ label = messages.loading }: LoadingScreenProps) {
  const intl = useIntl();
  return <FullScreenSpinner label={intl.formatMessage(label)} />;
}
