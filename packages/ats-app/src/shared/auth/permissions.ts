import { type StaffPermission, userMay } from '@ats/api-sdk';
import { useAppSelector } from '../store/hooks.ts';
import { selectCurrentUser } from './authSlice.ts';

/**
 * Whether the signed-in user's role allows what `permission` names (issue 27). The server
 * refuses the rest anyway; screens ask this to show only what the role allows.
 */
export function useMay(permission: StaffPermission): boolean {
  return userMay(useAppSelector(selectCurrentUser), permission);
}

/** The signed-in user's permissions, for code that checks several (the main menu). */
export function usePermissions(): ReadonlySet<StaffPermission> {
  const user = useAppSelector(selectCurrentUser);
  return new Set(user?.permissions ?? []);
}
