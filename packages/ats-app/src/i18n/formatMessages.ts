import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * Every message of a group in the interface language, under the same keys: how a group of
 * a design-system component's `labels` (e.g. the fields of an education entry) is filled.
 */
export function formatMessages<Key extends string>(
  intl: IntlShape,
  messages: Record<Key, MessageDescriptor>,
): Record<Key, string> {
  const entries = Object.entries(messages) as [Key, MessageDescriptor][];
  return Object.fromEntries(
    entries.map(([key, message]) => [key, intl.formatMessage(message)]),
  ) as Record<Key, string>;
}
