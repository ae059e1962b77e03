import type { RecruitmentRecruitee } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { type PipelineMoves, usePipelineMoves } from './usePipelineMoves.ts';

// Spies, not vi.mock: the app's tests share their modules (no isolation), and a mocked
// design system would leak into the files that run after this one.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '');
  vi.spyOn(toast, 'error').mockImplementation(() => '');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const recruitmentId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001';
const candidate = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
  firstName: 'Jan',
  lastName: 'Nowak',
} as RecruitmentRecruitee;
const interviewId = '5e1d0000-0000-4000-8000-000000000003';

/** Hands the hook's result to the test. */
function Harness({ onRender }: { onRender: (moves: PipelineMoves) => void }) {
  onRender(usePipelineMoves(recruitmentId));
  return null;
}

function renderMoves(): PipelineMoves {
  let moves: PipelineMoves | undefined;
  renderWithApi(
    <Harness
      onRender={(latest) => {
        moves = latest;
      }}
    />,
  );
  if (!moves) throw new Error('the hook did not run');
  return moves;
}

describe('usePipelineMoves', { timeout: 30_000 }, () => {
  it('asks the server which stages the candidate may go to', async () => {
    const requests = stubApi(() =>
      json([
        { id: 'new', name: 'New', order: 1, stageType: 1, isDeleted: false },
        { id: interviewId, name: 'Interview', order: 2, stageType: 2, isDeleted: false },
      ]),
    );
    expect(await renderMoves().moveTargets(candidate)).toEqual(['new', interviewId]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage');
    expect(url.searchParams.get('RecruiteeId')).toBe(candidate.id);
    expect(url.searchParams.get('RecruitmentId')).toBe(recruitmentId);
  });

  it('sets the stage with the list’s success toast', async () => {
    const requests = stubApi(() => new Response(null, { status: 204 }));
    expect(await renderMoves().move(candidate, interviewId)).toBe(true);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/RecruitmentRecruiteeStages/setstage',
    );
    expect(await requests[0]?.json()).toEqual({
      recruiteeId: candidate.id,
      recruitmentId,
      recruitmentRecruiteeStageId: interviewId,
    });
    expect(toast.success).toHaveBeenCalledWith({
      title: 'Stage has been changed.',
      message: undefined,
    });
  });

  it('answers false with the list’s error toast when the server refuses', async () => {
    stubApi(() => json({ status: 400, message: 'Bad request' }, 400));
    expect(await renderMoves().move(candidate, interviewId)).toBe(false);
    expect(toast.error).toHaveBeenCalledWith({
      title: 'Stage could not be changed.',
      message: 'Please check if the stage is available for choice.',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
