import type { RetentionSettings } from '@ats/api-sdk/rtk';
import { api } from '@ats/api-sdk/rtk';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetentionScreen } from './RetentionScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost:3000') : input, init);
  }
}

const savedOff: RetentionSettings = {
  isEnabled: false,
  monthsWithoutApplication: 12,
  futureOpeningsConsentMonths: 24,
  lastRunAt: null,
  lastRunAnonymisedCount: null,
};

/** The server: the settings, a dry-run count per period, and the saved body echoed. */
function renderScreen(saved: RetentionSettings, counts: Record<number, number>) {
  const edits: unknown[] = [];
  const dryRuns: number[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/Settings/Retention') return Response.json(saved);
      if (url.pathname === '/api/Settings/Retention/DryRun') {
        const months = Number(url.searchParams.get('monthsWithoutApplication'));
        dryRuns.push(months);
        return Response.json({ monthsWithoutApplication: months, candidatesCount: counts[months] });
      }
      if (url.pathname === '/api/Settings/Retention/edit' && request.method === 'POST') {
        const body = (await request.json()) as RetentionSettings;
        edits.push(body);
        return Response.json({ ...saved, ...body });
      }
      return Response.json(
        { status: 404, message: 'Requested resource does not exist.' },
        {
          status: 404,
        },
      );
    }),
  );
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <IntlProvider locale="en">
        <RetentionScreen />
      </IntlProvider>
    </Provider>,
  );
  return { edits, dryRuns };
}

const monthsField = () => screen.getByRole('spinbutton', { name: /Months without an application/ });
const status = () => screen.getByRole('status');

describe('the data retention settings', { timeout: 30_000 }, () => {
  it('shows the rule, the dry-run count for the period typed, and that it never ran', async () => {
    const { dryRuns } = renderScreen(savedOff, { 12: 37, 24: 1 });
    await waitFor(() =>
      expect(status().textContent).toBe(
        '37 candidates with no application in 12 months would be anonymised.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data retention' })).toBeTruthy();
    const enabled = screen.getByRole('switch', { name: 'Anonymise candidates automatically' });
    expect(
      enabled.getAttribute('aria-checked') ?? String((enabled as HTMLInputElement).checked),
    ).toBe('false');
    expect((monthsField() as HTMLInputElement).value).toBe('12');
    expect(
      screen.getByText(
        /unless they agreed to be kept for future openings \(that consent lasts 24 months/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('The daily job has not anonymised anyone yet.')).toBeTruthy();

    fireEvent.change(monthsField(), { target: { value: '24' } });
    await waitFor(() =>
      expect(status().textContent).toBe(
        '1 candidate with no application in 24 months would be anonymised.',
      ),
    );
    expect(dryRuns).toEqual([12, 24]);
  });

  it('asks before turning the rule on, naming how many it will anonymise, then saves', async () => {
    const { edits } = renderScreen(savedOff, { 12: 37, 6: 52 });
    await waitFor(() => expect(status().textContent).toContain('37 candidates'));
    fireEvent.change(monthsField(), { target: { value: '6' } });
    await waitFor(() => expect(status().textContent).toContain('52 candidates'));
    fireEvent.click(screen.getByRole('switch', { name: 'Anonymise candidates automatically' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn on automatic anonymisation',
    });
    expect(dialog.textContent).toContain('52 candidates are anonymised at the next daily run');
    expect(edits).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(edits).toEqual([{ isEnabled: true, monthsWithoutApplication: 6 }]));
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: 'Turn on automatic anonymisation' }),
      ).toBeNull(),
    );
  });

  it('saves without asking when the rule stays on, and shows the last run', async () => {
    const savedOn = {
      ...savedOff,
      isEnabled: true,
      lastRunAt: '2026-03-14T02:00:00Z',
      lastRunAnonymisedCount: 3,
    };
    const { edits } = renderScreen(savedOn, { 12: 0, 18: 0 });
    await waitFor(() =>
      expect(status().textContent).toBe(
        'No candidate with no application in 12 months would be anonymised.',
      ),
    );
    expect(screen.getByText('03/14/2026: 3 candidates were anonymised.')).toBeTruthy();
    fireEvent.change(monthsField(), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toEqual([{ isEnabled: true, monthsWithoutApplication: 18 }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses a period outside 1 to 120 months before asking the server', async () => {
    const { dryRuns } = renderScreen(savedOff, { 12: 37 });
    await waitFor(() => expect(status().textContent).toContain('37 candidates'));
    fireEvent.change(monthsField(), { target: { value: '121' } });
    fireEvent.blur(monthsField());
    expect(screen.getByText('Maximum value is 120')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(monthsField(), { target: { value: '' } });
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(dryRuns).toEqual([12]);
  });
});
