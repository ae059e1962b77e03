import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// Demo data (packages/api-server/src/seed/demo): open recruitments of the demo recruiter with
// candidates, scores and activities. This test finds a candidate through the API, works from
// the candidate profile (score, call, note, meeting) and reads the results in the timeline.

interface ListItem {
  id: string;
  canEdit: boolean;
  candidatesCount: number;
}

interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  newestJobApplicationId: string;
  scoreSetByMe: number;
}

interface Profile {
  basicData: { id: string; phoneNumber: string | null };
  authorizedData: { recruitmentId: string } | null;
}

interface Activity {
  activityType: number;
  activityData: { meetingDateTime?: string; timeZoneId?: string; invitedPeople?: string[] };
}

const open = 2;
const meetingScheduled = 6;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/**
 * A candidate with a phone number in an open recruitment of the recruiter's team: the last
 * of the first page, so that the lists' and profile's tests (which take the first ones) and
 * this one do not write over each other.
 */
async function candidateWithPhone(page: Page) {
  const recruitments = await getJson<{ result: ListItem[] }>(
    page,
    `/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=${open}`,
  );
  for (const recruitment of recruitments.result.filter((item) => item.canEdit)) {
    const candidates = await getJson<{ result: Candidate[] }>(
      page,
      `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
    );
    for (const candidate of [...candidates.result].reverse()) {
      const profile = await getJson<Profile>(
        page,
        `/api/Recruitees/ByJobApplication?jobApplicationId=${candidate.newestJobApplicationId}`,
      );
      if (profile.basicData.phoneNumber && profile.authorizedData) {
        return { ...candidate, recruitmentId: profile.authorizedData.recruitmentId };
      }
    }
  }
  throw new Error('The demo data has no candidate with a phone number in an open recruitment.');
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

/** Saves the dialog, and waits for its success toast and for it to close. */
async function save(page: Page, dialog: Locator, success: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The newest: the toast of an earlier save of the same kind may still be shown.
  await expect(toasts(page).getByText(success).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A calendar date a few days ahead, as a date input takes it. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date and time of an instant on the clocks of a time zone: 'YYYY-MM-DD HH:MM'. */
function wallTimeIn(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

test('score, call, note and meeting from the profile show in the timeline, newest first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const candidate = await candidateWithPhone(page);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const unique = Date.now().toString(36);
  const comment = `Clear answers about testing ${unique}`;
  const callDescription = `Talked about the notice period ${unique}`;
  const noteText = `Prefers a hybrid team ${unique}`;
  const meetingName = `Technical interview ${unique}`;
  const meetingDate = daysAhead(3);

  await page.goto(`/applicants/application/${candidate.newestJobApplicationId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Give score: a star of "Your score" (other than the one already chosen) opens the modal;
  // there, five stars and a comment.
  const otherStar = candidate.scoreSetByMe === 1 ? '2 stars' : '1 star';
  await page
    .getByRole('radiogroup', { name: 'Your score' })
    .getByRole('radio', { name: otherStar })
    .click();
  const scoreDialog = page.getByRole('dialog', { name: 'Give score' });
  await expect(scoreDialog).toBeVisible();
  // The clicked star is the chosen score.
  await expect(scoreDialog.getByRole('radio', { name: otherStar })).toBeChecked();
  await scoreDialog.getByRole('radio', { name: '5 stars' }).click();
  await expect(scoreDialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const commentEditor = scoreDialog.getByRole('textbox', { name: 'Comment' });
  await commentEditor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(comment);
  await expectNoAccessibilityViolations(page);
  await save(page, scoreDialog, 'Score has been saved.');

  // All scores: the reviews text lists the entries, mine with its comment.
  await page.getByRole('button', { name: /\d+ reviews?/ }).click();
  const scoresDialog = page.getByRole('dialog', { name: 'Scores and reviews' });
  const myEntry = scoresDialog.getByRole('row').filter({ hasText: comment });
  await expect(myEntry).toContainText('Anna Kowalska');
  await expect(myEntry.getByRole('img', { name: 'Score 5 of 5' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await scoresDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(scoresDialog).toBeHidden();

  // Log a call: outgoing and now by default; the description is required.
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  const callDialog = page.getByRole('dialog', { name: 'Log phone call' });
  await expect(callDialog.getByRole('radio', { name: 'Outgoing' })).toBeChecked();
  await expect(callDialog.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await callDialog.getByRole('button', { name: 'Save' }).click();
  await expect(callDialog.getByText('This field is required')).toBeVisible();
  await callDialog.getByRole('textbox', { name: /Description/ }).fill(callDescription);
  await expectNoAccessibilityViolations(page);
  await save(page, callDialog, 'Phone call has been logged.');

  // Add a note.
  await page.getByRole('button', { name: 'Note', exact: true }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add note' });
  await noteDialog.getByRole('textbox', { name: /Note/ }).fill(noteText);
  await save(page, noteDialog, 'Note has been added.');

  // Schedule a meeting in New York's time zone, whatever the browser's own.
  await page.getByRole('button', { name: 'Meeting', exact: true }).click();
  const meetingDialog = page.getByRole('dialog', { name: 'Schedule meeting' });
  await meetingDialog.getByRole('textbox', { name: /Meeting name/ }).fill(meetingName);
  await meetingDialog.getByLabel(/^Date/).fill(meetingDate);
  const time = meetingDialog.getByRole('textbox', { name: /^Time/ });
  await time.fill('9:30');
  await time.blur();
  await expect(meetingDialog.getByText('Invalid time format')).toBeVisible();
  await time.fill('10:00');
  await expect(meetingDialog.getByRole('combobox', { name: /Duration/ })).toHaveText(/1 hour/);
  await meetingDialog.getByRole('combobox', { name: /Time zone/ }).click();
  await page.getByRole('option', { name: /\) America\/New_York$/ }).click();
  await expect(meetingDialog.getByRole('combobox', { name: /Time zone/ })).toHaveText(
    /America\/New_York/,
  );
  await meetingDialog
    .getByRole('textbox', { name: /Invited people/ })
    .fill('anna@example.com; ; jan@example.com,');
  await expectNoAccessibilityViolations(page);
  await save(page, meetingDialog, 'Meeting has been scheduled.');

  // The API got 10:00 on that day in New York, as a UTC instant.
  const activities = await getJson<{ result: Activity[] }>(
    page,
    `/api/Activities?recruiteeId=${candidate.id}&recruitmentId=${candidate.recruitmentId}&PageNumber=1&PageSize=20`,
  );
  const meeting = activities.result[0];
  expect(meeting?.activityType).toBe(meetingScheduled);
  expect(meeting?.activityData.timeZoneId).toBe('America/New_York');
  expect(meeting?.activityData.invitedPeople).toEqual(['anna@example.com', 'jan@example.com']);
  expect(wallTimeIn(meeting?.activityData.meetingDateTime ?? '', 'America/New_York')).toBe(
    `${meetingDate} 10:00`,
  );

  // The timeline: the four newest rows, newest first, each with who, when and what.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const timeline = page.getByRole('table', { name: 'Activity' });
  await expect(timeline).not.toHaveAttribute('aria-busy', 'true');
  const rows = timeline.locator('tbody tr[aria-rowindex]');
  await expect(rows.nth(0)).toContainText('Meeting scheduled');
  await expect(rows.nth(0)).toContainText(meetingName);
  await expect(rows.nth(0)).toContainText('10:00 AM (America/New_York)');
  await expect(rows.nth(0)).toContainText('Duration: 1 hour');
  // The candidate, invited by default (issue 26), first.
  await expect(rows.nth(0)).toContainText(
    /Invited: [^,]+ \(candidate\), anna@example\.com, jan@example\.com/,
  );
  await expect(rows.nth(1)).toContainText('Note added');
  await expect(rows.nth(1)).toContainText(noteText);
  await expect(rows.nth(2)).toContainText('Phone call');
  await expect(rows.nth(2)).toContainText('Outgoing call');
  await expect(rows.nth(2)).toContainText(callDescription);
  await expect(rows.nth(3)).toContainText('Score given');
  await expect(rows.nth(3)).toContainText(comment);
  await expect(rows.nth(3).getByRole('img', { name: 'Score 5 of 5' })).toBeVisible();
  for (const index of [0, 1, 2, 3]) {
    await expect(rows.nth(index)).toContainText('Anna Kowalska');
    await expect(rows.nth(index)).toContainText(/now|minutes? ago/);
  }
  await expectNoAccessibilityViolations(page);

  // A write while the timeline is shown reloads it from page 1: the new note comes first.
  await page.getByRole('button', { name: 'Note', exact: true }).click();
  const secondNote = `Sent the take-home task ${unique}`;
  const secondDialog = page.getByRole('dialog', { name: 'Add note' });
  await secondDialog.getByRole('textbox', { name: /Note/ }).fill(secondNote);
  await save(page, secondDialog, 'Note has been added.');
  await expect(rows.nth(0)).toContainText(secondNote);
  await expect(rows.nth(1)).toContainText(meetingName);
});
