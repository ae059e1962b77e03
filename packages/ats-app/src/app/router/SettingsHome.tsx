import { Navigate } from 'react-router-dom';
import { useMay } from '../../shared/auth/permissions.ts';
import { ForbiddenPage } from '../../shared/errors/ForbiddenPage.tsx';
import { paths } from '../../shared/routing/paths.ts';

/**
 * `/settings`: the first settings page the role allows (issue 27): the stages for an
 * administrator, the e-mail templates for a recruiter, the 403 page for the others.
 */
export function SettingsHome() {
  const mayManageSettings = useMay('manageSettings');
  const mayManageTemplates = useMay('manageEmailTemplates');
  const mayManageIntegrations = useMay('manageIntegrations');
  if (mayManageSettings) return <Navigate to={paths.settings('recruitment-stages')} replace />;
  if (mayManageTemplates) return <Navigate to={paths.settings('email-templates')} replace />;
  if (mayManageIntegrations) return <Navigate to={paths.settings('webhooks')} replace />;
  return <ForbiddenPage reason="role" />;
}
