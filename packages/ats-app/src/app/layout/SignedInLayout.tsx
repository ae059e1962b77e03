import { useBreakpoint } from '@ats/design-system';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { menuMessages } from '../navigation/messages.ts';
import { Header } from './Header.tsx';
import { MainMenu } from './MainMenu.tsx';
import { messages } from './messages.ts';
import { main, mainContent, shell, skipLink } from './shell.css.ts';
import { useElementHeight } from './useElementHeight.ts';

const mainId = 'main-content';

// Sonner loads after the frame's first paint, well before any action can raise a toast.
const Toaster = lazy(() => import('./toaster.ts').then((module) => ({ default: module.Toaster })));
// Only narrow windows use the drawer: wide ones never load it.
const MenuDrawer = lazy(() => import('./MenuDrawer.tsx'));

/**
 * Frame of every secure screen: header, main menu (beside the screen, or in a drawer on
 * narrow windows), the screen, and the toasts of actions (top right below the header, each
 * with a close button).
 */
export function SignedInLayout() {
  const intl = useIntl();
  // The header stays at the top of the window (sticky): toasts appear below it rather than
  // over its language select, user name and Log out, and whatever the browser scrolls into
  // view (a focused field, an opened editor) stops below it too.
  const headerRef = useRef<HTMLElement>(null);
  const headerHeight = useElementHeight(headerRef);
  useEffect(() => {
    const { style } = document.documentElement;
    style.scrollPaddingTop = `${headerHeight}px`;
    return () => {
      style.removeProperty('scroll-padding-top');
    };
  }, [headerHeight]);
  // From the desktop breakpoint the menu stays beside the screen; narrower windows (phones and
  // tablets) get a one-row header whose Menu button opens it in a drawer.
  const wide = useBreakpoint('desktop');
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);
  return (
    <div className={shell}>
      <a className={skipLink} href={`#${mainId}`}>
        {intl.formatMessage(menuMessages.skipToContent)}
      </a>
      <Header
        ref={headerRef}
        compact={!wide}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
      />
      {wide ? (
        <MainMenu />
      ) : (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main id={mainId} className={main} tabIndex={-1}>
        <div className={mainContent}>
          <Outlet />
        </div>
      </main>
      <Suspense fallback={null}>
        <Toaster
          offsetTop={headerHeight}
          closeLabel={intl.formatMessage(messages.closeToast)}
          regionLabel={intl.formatMessage(messages.notifications)}
        />
      </Suspense>
    </div>
  );
}
