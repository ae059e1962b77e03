import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onScreen } from '../../shared/testing/onScreen.tsx';
import { renderWithApi, testUserAs } from '../../shared/testing/testStore.tsx';
import { MainMenu } from './MainMenu.tsx';

function menuLinks(): string[] {
  return screen.getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('the main menu by role (issue 27)', () => {
  afterEach(cleanup);

  it('shows an administrator every entry and every settings page', () => {
    renderWithApi(onScreen(<MainMenu />), { user: testUserAs('Administrator') });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(menuLinks()).toEqual([
      'Dashboard',
      'Recruitments',
      'Applicants',
      'Questionnaires',
      'Recruitment stages',
      'Recruitment positions',
      'Email templates',
      'Data retention',
      'Users',
      'Audit log',
      'API access',
      'Webhooks',
      'Import',
    ]);
  });

  it('shows a recruiter the e-mail templates and API access but no company settings', () => {
    renderWithApi(onScreen(<MainMenu />), { user: testUserAs('Recruiter') });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(menuLinks()).toEqual([
      'Dashboard',
      'Recruitments',
      'Applicants',
      'Questionnaires',
      'Email templates',
      'API access',
      'Import',
    ]);
  });

  it.each(['HiringManager', 'Interviewer'] as const)(
    'shows a %s their recruitments and candidates, and in Settings only API access',
    (role) => {
      renderWithApi(onScreen(<MainMenu />), { user: testUserAs(role) });
      expect(menuLinks()).toEqual(['Dashboard', 'Recruitments', 'Applicants']);
      fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
      expect(menuLinks()).toEqual(['Dashboard', 'Recruitments', 'Applicants', 'API access']);
    },
  );
});
