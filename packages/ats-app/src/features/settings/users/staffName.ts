import type { IntlShape } from 'react-intl';
import { usersMessages } from './messages.ts';

/** A staff member's name, or their e-mail while an invitation names nobody yet. */
export function staffName(
  intl: IntlShape,
  user: { firstName: string; lastName: string; email: string },
): string {
  const name = intl
    .formatMessage(usersMessages.personName, {
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .trim();
  return name === '' ? user.email : name;
}
