import { Toaster } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { menuMessages } from '../navigation/messages.ts';
import { Header } from './Header.tsx';
import { MainMenu } from './MainMenu.tsx';
import { messages } from './messages.ts';
import { main, mainContent, shell, skipLink } from './shell.css.ts';

const mainId = 'main-content';

/**
 * Frame of every secure screen: header, main menu, the screen, and the toasts of actions
 * (top right, each with a close button).
 */
export function SignedInLayout() {
  const intl = useIntl();
  return (
    <div className={shell}>
      <a className={skipLink} href={`#${mainId}`}>
        {intl.formatMessage(menuMessages.skipToContent)}
      </a>
      <Header />
      <MainMenu />
      <main id={mainId} className={main} tabIndex={-1}>
        <div className={mainContent}>
          <Outlet />
        </div>
      </main>
      <Toaster
        closeLabel={intl.formatMessage(messages.closeToast)}
        regionLabel={intl.formatMessage(messages.notifications)}
      />
    </div>
  );
}
