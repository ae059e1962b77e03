import type { LinkComponentProps } from '@ats/design-system';
import { Link } from 'react-router-dom';
import { isAppPath } from '../../shared/routing/paths.ts';

/**
 * The design system's link component: screens of the app open through the router; server
 * addresses (sign-in, files) and other sites load as whole pages.
 */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  if (isAppPath(href)) return <Link to={href} {...props} />;
  return <a href={href} {...props} />;
}
