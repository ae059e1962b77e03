import { rolePermissions } from '@ats/api-sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../i18n/locales.ts';
import { type AuthState, initialAuthState } from '../shared/auth/authSlice.ts';
import { documentNavigation } from '../shared/routing/documentNavigation.ts';
import { testUser } from '../shared/testing/testStore.tsx';
import { App } from './App.tsx';
import { AppProviders } from './providers/AppProviders.tsx';
import { createRouterSwitch } from './router/routerSwitch.ts';
import { type AppStore, createAppStore } from './store/store.ts';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const anna = testUser;
const signedIn: AuthState = { ...initialAuthState, status: 'loggedIn', user: anna };
const signedOut: AuthState = { ...initialAuthState, status: 'loggedOut' };

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost:3000') : input, init);
  }
}

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
});

/** Renders the app at a path with a given auth state and waits until the screen settles. */
async function renderAt(
  path: string,
  auth: AuthState,
  adjustStore: (store: AppStore) => void = () => {},
  settled: () => boolean = () => container?.querySelector('h1') != null,
) {
  window.history.replaceState(null, '', path);
  container = document.body.appendChild(document.createElement('div'));
  const store = createAppStore({ auth });
  adjustStore(store);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <AppProviders store={store} locale="en" messages={englishCatalogue()}>
        <App routerFor={createRouterSwitch()} />
      </AppProviders>,
    );
  });
  // Lazy route modules resolve over a few ticks (longer on a busy machine's first import).
  for (let attempt = 0; attempt < 250 && !settled(); attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return { heading: container.querySelector('h1')?.textContent, location: window.location };
}

/**
 * Renders the app signed out at a path, and answers the page it loads in its place (the login
 * page is its own document, which jsdom cannot load).
 */
async function loadedInPlaceOf(path: string, adjustStore?: (store: AppStore) => void) {
  const replace = vi.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
  await renderAt(path, signedOut, adjustStore, () => replace.mock.calls.length > 0);
  expect(container?.querySelector('[role="status"]')).not.toBeNull();
  return replace.mock.calls.at(-1)?.[0];
}

describe('routing by auth state', () => {
  it('sends a signed-out user from a secure path to the login page, which remembers it', async () => {
    expect(await loadedInPlaceOf('/recruitments/5?tab=notes')).toBe(
      '/login?returnTo=%2Frecruitments%2F5%3Ftab%3Dnotes',
    );
  });

  it('sends a signed-out user from the dashboard to the plain login page', async () => {
    expect(await loadedInPlaceOf('/')).toBe('/login');
  });

  it('loads the login page as it is when the app is asked for it', async () => {
    expect(await loadedInPlaceOf('/login?error=signin_failed')).toBe('/login?error=signin_failed');
  });

  it('shows the public screens to a signed-out user', async () => {
    const { heading, location } = await renderAt('/forgot-password', signedOut);
    expect(heading).toBe('Forgot password');
    expect(location.pathname).toBe('/forgot-password');
  });

  it('shows the dashboard and the user to a signed-in user', async () => {
    // The dashboard's data never comes (jsdom has no server); its screen is titled meanwhile.
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    let store: AppStore | undefined;
    const { heading } = await renderAt('/', signedIn, (created) => {
      store = created;
    });
    expect(heading).toBe('Dashboard');
    expect(container?.querySelector('header')?.textContent).toContain('Anna Kowalska');
    // Signed in, the RTK Query api has joined the store.
    expect(store?.isApiAttached()).toBe(true);
    expect(store?.getState()).toHaveProperty('api');
  });

  it('leaves the api out until someone signs in', async () => {
    let store: AppStore | undefined;
    await loadedInPlaceOf('/recruitments', (created) => {
      store = created;
    });
    expect(store?.isApiAttached()).toBe(false);
    expect(store?.getState()).not.toHaveProperty('api');
  });

  it('shows the error page when the api code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { heading } = await renderAt('/', signedIn, (store) => {
      store.attachApi = () => Promise.reject(new Error('chunk missing after a deployment'));
    });
    expect(heading).toBe('Error');
    expect(container?.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('shows the not-found page in place for an unknown path when signed in', async () => {
    const { heading, location } = await renderAt('/no/such/page', signedIn);
    expect(heading).toBe('Not found');
    expect(location.pathname).toBe('/no/such/page');
    const links = [...(container?.querySelectorAll('a') ?? [])];
    const back = links.find((link) => link.textContent === 'Back to the dashboard');
    expect(back?.getAttribute('href')).toBe('/');
  });

  it('shows the main menu with the current page marked', async () => {
    await renderAt('/recruitments/5/edit', signedIn);
    const nav = container?.querySelector('nav[aria-label="Main menu"]');
    const links = [...(nav?.querySelectorAll('a') ?? [])].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['Dashboard', '/', null],
      ['Recruitments', '/recruitments', 'page'],
      ['Applicants', '/applicants', null],
      ['Questionnaires', '/questionnaires', null],
      ['Recruitment stages', '/settings/recruitment-stages', null],
      ['Recruitment positions', '/settings/recruitment-positions', null],
      ['Email templates', '/settings/email-templates', null],
      ['Data retention', '/settings/data-retention', null],
      ['Users', '/settings/users', null],
      ['Audit log', '/settings/audit-log', null],
      ['API access', '/settings/api-access', null],
      ['Webhooks', '/settings/webhooks', null],
      ['Import', '/settings/import', null],
    ]);
    expect(nav?.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the settings submenu on a settings page', async () => {
    // The page's data never comes (jsdom has no server); its screen is titled meanwhile.
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const { heading } = await renderAt('/settings/email-templates', signedIn);
    expect(heading).toBe('Email templates');
    const button = container?.querySelector('nav button');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    const current = container?.querySelector('nav [aria-current="page"]');
    expect(current?.textContent).toBe('Email templates');
  });

  it('shows the not-found page with its way back for an unknown settings page', async () => {
    const { heading, location } = await renderAt('/settings/no-such-page', signedIn);
    expect(heading).toBe('Not found');
    expect(location.pathname).toBe('/settings/no-such-page');
    const links = [...(container?.querySelectorAll('main a') ?? [])];
    const back = links.find((link) => link.textContent === 'Back to the dashboard');
    expect(back?.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Not found · ATS');
    expect(container?.querySelector('nav[aria-label="Main menu"]')).not.toBeNull();
  });

  it('moves a signed-in user away from the login page', async () => {
    const { location } = await renderAt('/login?returnTo=%2Fapplicants', signedIn);
    expect(location.pathname).toBe('/applicants');
  });
});

describe('pages the role does not allow (issue 27)', () => {
  function signedInAs(role: 'Recruiter' | 'HiringManager' | 'Interviewer'): AuthState {
    return { ...signedIn, user: { ...anna, role, permissions: [...rolePermissions[role]] } };
  }

  /** Records every request, answering none (the screens would wait). */
  function recordRequests(): string[] {
    const urls: string[] = [];
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', (request: Request) => {
      urls.push(new URL(request.url).pathname);
      return new Promise<Response>(() => {});
    });
    return urls;
  }

  it.each([
    ['/settings/recruitment-stages', 'Interviewer', 'Interviewer'],
    ['/settings/data-retention', 'Recruiter', 'Recruiter'],
    ['/recruitments/new', 'HiringManager', 'Hiring manager'],
    ['/questionnaires', 'HiringManager', 'Hiring manager'],
    ['/settings/email-templates', 'Interviewer', 'Interviewer'],
    ['/settings/webhooks', 'Recruiter', 'Recruiter'],
    ['/settings/webhooks/9b2f9a9e-8d7c-4c1b-9a53-4f8e4e1b2c3d', 'Recruiter', 'Recruiter'],
    ['/settings/import', 'HiringManager', 'Hiring manager'],
    ['/settings/import/9b2f9a9e-8d7c-4c1b-9a53-4f8e4e1b2c3d', 'Interviewer', 'Interviewer'],
  ] as const)(
    'shows the 403 page at %s to a %s, naming the role and asking the server nothing',
    async (path, role, roleName) => {
      const requests = recordRequests();
      const { heading, location } = await renderAt(path, signedInAs(role));
      expect(heading).toBe('Forbidden');
      expect(location.pathname).toBe(path);
      expect(container?.querySelector('main')?.textContent).toContain(
        `Your role, ${roleName}, does not allow this page. Ask an administrator if you need it.`,
      );
      expect(
        requests.filter((url) => url.startsWith('/api/') && !url.includes('ATSUsers')),
      ).toEqual([]);
    },
  );

  it('shows a hiring manager the edit form of a recruitment as refused', async () => {
    recordRequests();
    const { heading } = await renderAt(
      '/recruitments/9b2f9a9e-8d7c-4c1b-9a53-4f8e4e1b2c3d/edit',
      signedInAs('HiringManager'),
    );
    expect(heading).toBe('Forbidden');
  });

  it('opens the e-mail templates for a recruiter who asks for the settings', async () => {
    recordRequests();
    const { location } = await renderAt('/settings', signedInAs('Recruiter'));
    expect(location.pathname).toBe('/settings/email-templates');
  });

  it('opens API access, their own tokens, for an interviewer who asks for the settings', async () => {
    recordRequests();
    const { heading, location } = await renderAt('/settings', signedInAs('Interviewer'));
    expect(location.pathname).toBe('/settings/api-access');
    expect(heading).toBe('API access');
  });
});
