import type { StaffPermission } from '@ats/api-sdk';
import type { ComponentType } from 'react';
import { useMay } from '../../shared/auth/permissions.ts';
import { ForbiddenPage } from '../../shared/errors/ForbiddenPage.tsx';

/**
 * The screen of a route that needs `permission` (the route table's `handle`, issue 27): a role
 * without it gets the 403 page naming the role, and the screen never mounts, so it asks the
 * server for nothing.
 */
export function requirePermission(Screen: ComponentType, permission: StaffPermission) {
  function PermittedScreen() {
    return useMay(permission) ? <Screen /> : <ForbiddenPage reason="role" />;
  }
  PermittedScreen.displayName = `RequirePermission(${Screen.displayName ?? Screen.name})`;
  return PermittedScreen;
}
