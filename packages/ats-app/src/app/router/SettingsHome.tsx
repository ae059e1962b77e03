import { Navigate } from 'react-router-dom';
import { useMay } from '../../shared/auth/permissions.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * `/settings`: the first settings page the role allows (issues 27, 28): the stages for an
 * administrator, the e-mail templates for a recruiter, API access (everyone's own tokens) for
 * the others.
 */
export function SettingsHome() {
  const mayManageSettings = useMay('manageSettings');
  const mayManageTemplates = useMay('manageEmailTemplates');
  if (mayManageSettings) return <Navigate to={paths.settings('recruitment-stages')} replace />;
  if (mayManageTemplates) return <Navigate to={paths.settings('email-templates')} replace />;
  return <Navigate to={paths.settings('api-access')} replace />;
}
