import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    loading: { id: 'app.loading', defaultMessage: 'Loading' },
    loggingOut: { id: 'app.loggingOut', defaultMessage: 'Logging out' },
    productName: { id: 'app.productName', defaultMessage: 'ATS' },
    home: { id: 'app.header.home', defaultMessage: 'ATS, go to the dashboard' },
    logOut: { id: 'app.header.logOut', defaultMessage: 'Log out' },
    logoutFailed: { id: 'app.header.logoutFailed', defaultMessage: 'You could not be logged out.' },
    closeToast: { id: 'app.toast.close', defaultMessage: 'Dismiss notification' },
    openMenu: { id: 'app.header.openMenu', defaultMessage: 'Menu' },
    menuTitle: { id: 'app.menu.title', defaultMessage: 'Menu' },
    closeMenu: { id: 'app.menu.close', defaultMessage: 'Close menu' },
    notifications: { id: 'app.toast.notifications', defaultMessage: 'Notifications' },
  }),
  userName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'app.header.userName',
    defaultMessage: '{firstName} {lastName}',
  }),
  pageTitle: defineMessage<{ screen: string }>({
    id: 'app.pageTitle',
    defaultMessage: '{screen} · ATS',
  }),
};
