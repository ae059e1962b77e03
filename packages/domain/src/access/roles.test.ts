import { describe, expect, it } from 'vitest';
import {
  isStaffRole,
  roleHasPermission,
  rolePermissions,
  rolesWithPermission,
  staffPermissions,
  staffRoles,
} from './roles.ts';

describe('roles', () => {
  it('gives administrators every permission and each lower role a subset of the one above', () => {
    expect(rolePermissions.Administrator).toEqual(staffPermissions);
    for (let index = 1; index < staffRoles.length; index += 1) {
      const role = staffRoles[index];
      const above = staffRoles[index - 1];
      if (!role || !above) throw new Error('unreachable');
      for (const permission of rolePermissions[role]) {
        expect(roleHasPermission(above, permission), `${above} lacks ${permission}`).toBe(true);
      }
    }
  });

  it('keeps settings and users to administrators, and interviewers to reviews', () => {
    expect(rolesWithPermission('manageSettings')).toEqual(['Administrator']);
    expect(rolesWithPermission('manageUsers')).toEqual(['Administrator']);
    expect(rolePermissions.Interviewer).toEqual(['reviewCandidates']);
    expect(roleHasPermission('HiringManager', 'seeAllRecruitments')).toBe(false);
    expect(roleHasPermission('HiringManager', 'erasePersonalData')).toBe(false);
    expect(roleHasPermission('Recruiter', 'manageEmailTemplates')).toBe(true);
    expect(rolesWithPermission('importCandidates')).toEqual(['Administrator', 'Recruiter']);
    expect(rolesWithPermission('mergeCandidates')).toEqual(['Administrator', 'Recruiter']);
  });

  it('recognises role names exactly', () => {
    expect(isStaffRole('Recruiter')).toBe(true);
    expect(isStaffRole('recruiter')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
