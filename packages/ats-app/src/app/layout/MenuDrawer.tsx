import { Drawer } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { AccountPanel } from './Header.tsx';
import { MainMenu } from './MainMenu.tsx';
import { messages } from './messages.ts';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The main menu in a drawer, for windows narrower than the desktop breakpoint. Its own chunk:
 * the drawer's dialog stays out of the shell's first load (bench/bundle-size.mjs).
 */
export default function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.menuTitle)}
      closeLabel={intl.formatMessage(messages.closeMenu)}
      footer={<AccountPanel stacked />}
    >
      <MainMenu placement="drawer" onNavigate={onClose} />
    </Drawer>
  );
}
