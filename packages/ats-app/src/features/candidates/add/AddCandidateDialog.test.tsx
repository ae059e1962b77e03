import { StageType } from '@ats/api-sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { json, renderWithApi, stubApi, testUserAs } from '../../../shared/testing/testStore.tsx';
import { AddCandidateButton } from './AddCandidateButton.tsx';
import { AddCandidateDialog } from './AddCandidateDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recruitmentId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0401';
const stages = [
  {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0201',
    name: 'New',
    order: 1,
    isDeleted: false,
    stageType: StageType.New,
  },
  {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0202',
    name: 'Interview',
    order: 2,
    isDeleted: false,
    stageType: StageType.Custom,
  },
  {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0203',
    name: 'Old stage',
    order: 3,
    isDeleted: true,
    stageType: StageType.Custom,
  },
];
const existing = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0301',
  firstName: 'Ewa',
  lastName: 'Istniejąca',
  jobApplicationId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0501',
};

/** A jsdom Blob's text (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function respond(request: Request): Response {
  const url = new URL(request.url);
  if (url.pathname === '/api/RecruitmentRecruiteeStages') return json(stages);
  if (url.pathname === '/api/Recruitees/ByEmail') {
    const taken = url.searchParams.get('email')?.toLowerCase() === 'ewa@example.com';
    return json({ exists: taken, recruitee: taken ? existing : null });
  }
  if (url.pathname === '/api/Recruitees/add') {
    return json({
      recruiteeId: existing.id,
      jobApplicationId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0599',
    });
  }
  return json({}, 404);
}

describe('AddCandidateDialog', { timeout: 30_000 }, () => {
  it('offers to open the person who has the e-mail already', async () => {
    stubApi(respond);
    const onClose = vi.fn();
    renderWithApi(onScreen(<AddCandidateDialog recruitmentId={recruitmentId} onClose={onClose} />));
    fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }), {
      target: { value: 'EWA@example.com' },
    });
    // The lookup waits 400 ms after typing stops: on a busy machine the answer may take more
    // than findByRole's default second.
    const link = await screen.findByRole(
      'link',
      { name: 'Open Ewa Istniejąca' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe(`/applicants/application/${existing.jobApplicationId}`);
    // Opening that person closes the form without asking about what was typed.
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalledWith({ jobApplicationId: existing.jobApplicationId });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('adds the person to the recruitment with the source and its detail, in the chosen stage', async () => {
    const requests = stubApi(respond);
    // The multipart body as the app built it (Node's fetch cannot read jsdom's Blobs).
    const bodies: FormData[] = [];
    const StubbedRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends StubbedRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(input, init);
          if (init?.body instanceof FormData) bodies.push(init.body);
        }
      },
    );
    const onClose = vi.fn();
    renderWithApi(onScreen(<AddCandidateDialog recruitmentId={recruitmentId} onClose={onClose} />));
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), {
      target: { value: ' Jan ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), {
      target: { value: 'Polecony' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'jan@example.com' },
    });
    expect(screen.queryByRole('textbox', { name: /Referred by/ })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: /Source/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referral' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Referred by/ }), {
      target: { value: 'Anna Kolega' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: /Stage/ }));
    // Deleted stages are not offered.
    expect(screen.queryByRole('option', { name: 'Old stage' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Interview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(onClose).toHaveBeenCalledWith({
          jobApplicationId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0599',
        }),
      { timeout: 5_000 },
    );
    expect(
      requests.some((request) => new URL(request.url).pathname === '/api/Recruitees/add'),
    ).toBe(true);
    const [form] = bodies;
    const text = await readText(form?.get('candidate') as Blob);
    expect(JSON.parse(text)).toEqual({
      firstName: 'Jan',
      lastName: 'Polecony',
      email: 'jan@example.com',
      phoneNumber: null,
      source: 'referral',
      sourceDetail: 'Anna Kolega',
      recruitmentId,
      stageId: stages[1]?.id,
    });
    expect(form?.get('resume')).toBeNull();
  });

  it('is offered only to roles that may add people', () => {
    stubApi(respond);
    renderWithApi(onScreen(<AddCandidateButton />), { user: testUserAs('Interviewer') });
    expect(screen.queryByRole('button', { name: 'Add candidate' })).toBeNull();
    cleanup();
    renderWithApi(onScreen(<AddCandidateButton />), { user: testUserAs('HiringManager') });
    expect(screen.getByRole('button', { name: 'Add candidate' })).toBeTruthy();
  });
});
