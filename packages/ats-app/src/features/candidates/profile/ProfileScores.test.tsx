import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { json, renderWithApi, stubApi, testUser } from '../../../shared/testing/testStore.tsx';
import { GiveScoreModal } from '../scores/GiveScoreModal.tsx';
import { ProfileScores } from './ProfileScores.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};

/** The profile's stars and the modal they open, wired as the profile wires them. */
function StarsAndModal({ scoreSetByMe }: { scoreSetByMe: number }) {
  const [clicked, setClicked] = useState<number | null>(null);
  return (
    <>
      <ProfileScores
        scoreSetByMe={scoreSetByMe}
        averageScore={scoreSetByMe}
        reviewCount={scoreSetByMe === 0 ? 0 : 1}
        onGiveScore={setClicked}
        onShowScores={() => undefined}
      />
      {clicked === null ? null : (
        <GiveScoreModal
          {...candidate}
          candidateName="Jan Nowak"
          chosenScore={clicked}
          onClose={() => setClicked(null)}
        />
      )}
    </>
  );
}

function summary(entries: { score: number; comment: string | null }[]) {
  return {
    recruitmentRecruiteeScoresSummaryRows: {
      result: entries.map((entry) => ({
        ...entry,
        scoringATSUserId: testUser.id,
        scoringATSUserFirstName: testUser.firstName,
        scoringATSUserLastName: testUser.lastName,
        scoringTime: '2026-06-12T10:00:00.000Z',
      })),
      totalCount: entries.length,
      pageNumber: 1,
    },
  };
}

describe('the profile stars', { timeout: 30_000 }, () => {
  it('open "Give score" with the clicked star chosen, and Save gives that score', async () => {
    const requests = stubApi((request) =>
      request.method === 'GET' ? json(summary([])) : json({}),
    );
    renderWithApi(onScreen(<StarsAndModal scoreSetByMe={0} />));
    const yourScore = screen.getByRole('radiogroup', { name: 'Your score' });
    fireEvent.click(yourScore.querySelectorAll('[role="radio"]')[3] as Element);
    const dialog = await screen.findByRole('dialog', { name: 'Give score' });
    const fourStars = await waitFor(() => {
      const star = dialog.querySelector('[role="radio"][aria-label="4 stars"]');
      expect(star?.getAttribute('aria-checked')).toBe('true');
      return star;
    });
    expect(fourStars).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const save = requests.find((request) => request.method === 'POST');
    expect(new URL(save?.url ?? '').pathname).toBe('/api/RecruitmentRecruiteeScores/setscore');
    expect(await save?.json()).toEqual({ ...candidate, score: 4, comment: null });
    expect(screen.queryByText('Choose from 1 to 5 stars')).toBeNull();
  });

  it('open it also from the star already chosen, keeping my comment', async () => {
    stubApi(() => json(summary([{ score: 4, comment: null }])));
    renderWithApi(onScreen(<StarsAndModal scoreSetByMe={4} />));
    const yourScore = screen.getByRole('radiogroup', { name: 'Your score' });
    fireEvent.click(yourScore.querySelectorAll('[role="radio"]')[3] as Element);
    const dialog = await screen.findByRole('dialog', { name: 'Give score' });
    await waitFor(() =>
      expect(
        dialog.querySelector('[role="radio"][aria-label="4 stars"]')?.getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });
});
