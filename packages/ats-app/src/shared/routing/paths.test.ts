import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  isAppPath,
  isSafeReturnPath,
  isSettingsPage,
  paths,
  routePatterns,
  serverPaths,
} from './paths.ts';

describe('paths', () => {
  it('builds the fixed paths of spec part 1 §2', () => {
    expect(paths.dashboard()).toBe('/');
    expect(paths.login()).toBe('/login');
    expect(paths.forgotPassword()).toBe('/forgot-password');
    expect(paths.unauthorized()).toBe('/error/unauthorized');
    expect(paths.notFound()).toBe('/error/not-found');
    expect(paths.recruitments()).toBe('/recruitments');
    expect(paths.newRecruitment()).toBe('/recruitments/new');
    expect(paths.applicants()).toBe('/applicants');
    expect(paths.questionnaires()).toBe('/questionnaires');
    expect(paths.newQuestionnaire()).toBe('/questionnaires/new');
  });

  it('builds paths with parameters, encoding them', () => {
    expect(paths.recruitment(12)).toBe('/recruitments/12');
    expect(paths.recruitmentCandidates('12')).toBe('/recruitments/12/candidates');
    expect(paths.recruitmentPipeline('12')).toBe('/recruitments/12/pipeline');
    expect(paths.editRecruitment(12)).toBe('/recruitments/12/edit');
    expect(paths.applicantApplication(7)).toBe('/applicants/application/7');
    expect(paths.editQuestionnaire(3)).toBe('/questionnaires/3/edit');
    expect(paths.settings('recruitment-stages')).toBe('/settings/recruitment-stages');
    expect(paths.recruitment('a/b?c')).toBe('/recruitments/a%2Fb%3Fc');
  });

  it('builds paths that the route patterns match', () => {
    expect(matchPath(routePatterns.recruitment, paths.recruitment(5))?.params).toEqual({ id: '5' });
    expect(
      matchPath(routePatterns.applicantApplication, paths.applicantApplication(9))?.params,
    ).toEqual({ jobApplicationId: '9' });
    expect(matchPath(routePatterns.settings, paths.settings('email-templates'))?.params.page).toBe(
      'email-templates',
    );
    expect(matchPath(routePatterns.recruitments, '/recruitments/anything/else')).not.toBeNull();
  });

  it('puts the return path on the login page, except the dashboard', () => {
    expect(paths.login('/')).toBe('/login');
    expect(paths.login('/recruitments/5?tab=team#x')).toBe(
      '/login?returnTo=%2Frecruitments%2F5%3Ftab%3Dteam%23x',
    );
  });

  it('never carries another site as the return path', () => {
    expect(paths.login('https://evil.example.net')).toBe('/login');
    expect(paths.login('//evil.example.net')).toBe('/login');
    expect(paths.login('/\\evil.example.net')).toBe('/login');
  });

  it('builds the sign-in link with the URL-encoded return path', () => {
    expect(serverPaths.login('/')).toBe('/api/ATSUsers/Login?redirectUrl=%2F');
    expect(serverPaths.login('/recruitments/5?tab=team')).toBe(
      '/api/ATSUsers/Login?redirectUrl=%2Frecruitments%2F5%3Ftab%3Dteam',
    );
    expect(serverPaths.login('//evil.example.net')).toBe('/api/ATSUsers/Login?redirectUrl=%2F');
  });

  it('builds the avatar address of a staff member, encoding the id', () => {
    expect(serverPaths.userAvatar('5f0c')).toBe('/api/ATSUsers/5f0c/Avatar');
    expect(serverPaths.userAvatar('a/b')).toBe('/api/ATSUsers/a%2Fb/Avatar');
  });

  it('builds the addresses of a candidate photo and of an application file', () => {
    expect(serverPaths.recruiteePhoto('7a1b')).toBe('/api/Files/Recruitees/7a1b/Photo');
    expect(serverPaths.jobApplicationFile('3c', 'f/9')).toBe(
      '/api/Files/JobApplications/3c/Files/f%2F9',
    );
  });

  it('tells return paths, app paths and settings pages apart', () => {
    expect(isSafeReturnPath('/applicants')).toBe(true);
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath('applicants')).toBe(false);
    expect(isAppPath('/questionnaires')).toBe(true);
    expect(isAppPath('/api/ATSUsers/Login?redirectUrl=%2F')).toBe(false);
    expect(isAppPath('/dev-idp/interaction/1')).toBe(false);
    expect(isAppPath('https://example.com/')).toBe(false);
    expect(isSettingsPage('recruitment-positions')).toBe(true);
    expect(isSettingsPage('users')).toBe(true);
    expect(isSettingsPage('audit-log')).toBe(true);
    expect(isSettingsPage('webhooks')).toBe(true);
    expect(isSettingsPage('no-such-page')).toBe(false);
    expect(isSettingsPage(undefined)).toBe(false);
  });
});
