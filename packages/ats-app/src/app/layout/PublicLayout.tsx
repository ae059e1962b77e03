import { Box } from '@ats/design-system';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { publicHeader } from './shell.css.ts';

/** Frame of the screens reachable without signing in: the language switch, then the screen centred. */
export function PublicLayout() {
  return (
    <Box display="flex" flexDirection="column" minHeight="screen">
      <header className={publicHeader}>
        <LanguageSwitch />
      </header>
      <Box
        as="main"
        flexGrow={1}
        display="flex"
        flexDirection="column"
        justifyContent="center"
        paddingBottom="xxlarge"
      >
        <Outlet />
      </Box>
    </Box>
  );
}
