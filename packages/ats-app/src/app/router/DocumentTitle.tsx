import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteTitle } from '../../shared/routing/routeTitle.ts';
import { messages } from '../layout/messages.ts';

/** Names the browser tab after the current screen (WCAG 2.4.2), in the interface language. */
export function DocumentTitle() {
  const intl = useIntl();
  const title = useRouteTitle();
  const productName = intl.formatMessage(messages.productName);
  const text = title
    ? intl.formatMessage(messages.pageTitle, { screen: intl.formatMessage(title) })
    : productName;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
