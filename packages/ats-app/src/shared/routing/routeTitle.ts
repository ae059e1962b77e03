import type { StaffPermission } from '@ats/api-sdk';
import type { MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router-dom';

/** What a route tells the screens around it (react-router's `handle`). */
export interface RouteHandle {
  /** Name of the screen: the page title, and the heading of a screen still to come. */
  title?: MessageDescriptor;
  /**
   * What the signed-in user's role must allow to open the page (issue 27); a role without it
   * gets the 403 page saying so, before the screen asks the server for anything.
   */
  permission?: StaffPermission;
}

function titleOf(handle: unknown): MessageDescriptor | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle
    ? (handle as RouteHandle).title
    : undefined;
}

/** The title of the innermost route that names one. */
export function useRouteTitle(): MessageDescriptor | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = titleOf(matches[index]?.handle);
    if (title) return title;
  }
  return undefined;
}
