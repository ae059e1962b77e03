import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  unauthorizedTitle: { id: 'errors.unauthorized.title', defaultMessage: '401' },
  unauthorizedSubtitle: { id: 'errors.unauthorized.subtitle', defaultMessage: 'Unauthorized' },
  unauthorizedDescription: {
    id: 'errors.unauthorized.description',
    defaultMessage: 'You must sign in before you can see this page.',
  },
  forbiddenTitle: { id: 'errors.forbidden.title', defaultMessage: '403' },
  forbiddenSubtitle: { id: 'errors.forbidden.subtitle', defaultMessage: 'Forbidden' },
  forbiddenDescription: {
    id: 'errors.forbidden.description',
    defaultMessage: 'Your account has insufficient permissions to see this page.',
  },
  // A recruitment's page the server refused: the user is not among its staff (issue 27).
  forbiddenNotYourRecruitment: {
    id: 'errors.forbidden.notYourRecruitment',
    defaultMessage:
      'This recruitment is not one of yours: you see only the recruitments you manage or are on the team of.',
  },
  notFoundTitle: { id: 'errors.notFound.title', defaultMessage: '404' },
  notFoundSubtitle: { id: 'errors.notFound.subtitle', defaultMessage: 'Not found' },
  notFoundDescription: {
    id: 'errors.notFound.description',
    defaultMessage: 'The page you are looking for does not exist or has been moved.',
  },
  unexpectedTitle: { id: 'errors.unexpected.title', defaultMessage: '500' },
  unexpectedSubtitle: { id: 'errors.unexpected.subtitle', defaultMessage: 'Error' },
  unexpectedDescription: {
    id: 'errors.unexpected.description',
    defaultMessage: 'An unexpected error has occurred. Please try again later.',
  },
  backToDashboard: { id: 'errors.backToDashboard', defaultMessage: 'Back to the dashboard' },
});

/** A page the signed-in user's role does not allow (issue 27); `role` is the role's name. */
export const forbiddenForRole = defineMessage<{ role: string }>({
  id: 'errors.forbidden.forRole',
  defaultMessage:
    'Your role, {role}, does not allow this page. Ask an administrator if you need it.',
});
