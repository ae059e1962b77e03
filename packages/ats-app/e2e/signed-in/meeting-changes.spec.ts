import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import {
  applyThroughApi,
  createOpenRecruitment,
  getJson,
  minimalPdf,
  setRecruitmentStatus,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Meeting changes (issue 18): a meeting scheduled from the profile of our own candidate (a new
// open recruitment, closed at the end) is rescheduled and then cancelled from the timeline;
// its e-mail invitee gets the invite, the update (SEQUENCE 1) and the cancellation (the same
// UID) in the local capture server (/dev/mail).

interface CapturedMail {
  envelopeTo: string[];
  subject: string;
  calendars: { method: string | null; content: string }[];
}

/** An invite's iCalendar property, e.g. UID or SEQUENCE (the first, unfolded enough here). */
function property(content: string, name: string): string | null {
  return new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(content)?.[1]?.trim() ?? null;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** A calendar date a few days ahead, as a date input takes it. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An active one-page questionnaire: a resume only. */
async function createQuestionnaire(page: Page): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `Meeting test ${Date.now()}`,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          {
            id: randomUUID(),
            $type: 'Resume',
            question: 'Your resume',
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            isRequired: true,
          },
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The invite calendars the invitee received. */
async function invitesTo(page: Page, email: string) {
  const mail = await getJson<CapturedMail[]>(page, '/dev/mail.json');
  return mail
    .filter((message) => message.envelopeTo.includes(email))
    .flatMap((message) => message.calendars)
    .map((calendar) => ({
      method: calendar.method,
      uid: property(calendar.content, 'UID'),
      sequence: property(calendar.content, 'SEQUENCE'),
    }));
}

test('a meeting is rescheduled and cancelled from the timeline, its invitees (the candidate too) told each time', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  const stamp = Date.now().toString(36);
  const questionnaireId = await createQuestionnaire(page);
  const recruitment = await createOpenRecruitment(page, `Meetings ${stamp}`, questionnaireId);
  try {
    const candidate = {
      firstName: 'Marek',
      lastName: `Spotkaniowy${stamp}`,
      email: `marek.${stamp}@example.com`,
    };
    await applyThroughApi(page, recruitment.id, {
      personalData: { ...candidate, phoneNumber: null, prefix: null },
      answers: [],
      resume: { name: 'resume.pdf', buffer: minimalPdf() },
    });
    const { result } = await getJson<{ result: { newestJobApplicationId: string }[] }>(
      page,
      `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
    );
    const jobApplicationId = result[0]?.newestJobApplicationId;
    if (!jobApplicationId) throw new Error('The candidate is not in the recruitment');
    const invitee = `invitee.${stamp}@example.com`;
    const meetingName = `Final interview ${stamp}`;
    const meetingDate = daysAhead(4);

    // Scheduled from the profile, at 10:00 in Warsaw.
    await page.goto(`/applicants/application/${jobApplicationId}`);
    const name = `${candidate.firstName} ${candidate.lastName}`;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Meeting', exact: true }).click();
    const scheduleDialog = page.getByRole('dialog', { name: 'Schedule meeting' });
    await scheduleDialog.getByRole('textbox', { name: /Meeting name/ }).fill(meetingName);
    await scheduleDialog.getByLabel(/^Date/).fill(meetingDate);
    await scheduleDialog.getByRole('textbox', { name: /^Time/ }).fill('10:00');
    // Issue 26: the zone is found by its city, typed with a space.
    await scheduleDialog.getByRole('combobox', { name: /Time zone/ }).click();
    await page.getByRole('combobox', { name: 'Search time zones' }).fill('New York');
    await expect(page.getByRole('listbox', { name: /Time zone/ }).getByRole('option')).toHaveCount(
      1,
    );
    await page.getByRole('option', { name: /\) America\/New_York$/ }).click();
    await expect(scheduleDialog.getByRole('combobox', { name: /Time zone/ })).toHaveText(
      /America\/New_York/,
    );
    await scheduleDialog.getByRole('combobox', { name: /Time zone/ }).click();
    await page.getByRole('combobox', { name: 'Search time zones' }).fill('warsaw');
    await page.getByRole('option', { name: /\) Europe\/Warsaw$/ }).click();
    await scheduleDialog.getByRole('textbox', { name: /Invited people/ }).fill(invitee);
    // Issue 26: the candidate is invited by default, at her address.
    await expect(
      scheduleDialog.getByRole('checkbox', { name: 'Invite the candidate' }),
    ).toBeChecked();
    await expect(scheduleDialog).toContainText(
      `${candidate.firstName} ${candidate.lastName} gets the invitation with the calendar event at ${candidate.email}.`,
    );
    await scheduleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Meeting has been scheduled.')).toBeVisible();
    await expect(scheduleDialog).toBeHidden();

    // The timeline's meeting row offers its two changes.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const timeline = page.getByRole('table', { name: 'Activity' });
    await expect(timeline).not.toHaveAttribute('aria-busy', 'true');
    const row = timeline.locator('tbody tr[aria-rowindex]').filter({ hasText: meetingName });
    await expect(row).toContainText('10:00 AM (Europe/Warsaw)');
    // She is among the invitees.
    await expect(row).toContainText(`Invited: ${name} (candidate), ${invitee}`);
    // In a group named after the meeting, so that several meetings' buttons can be told apart.
    const changes = row.getByRole('group', { name: meetingName });
    await expect(changes.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(changes.getByRole('button', { name: 'Cancel meeting' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Rescheduled: the form opens with the meeting, in its zone; 11:30 and a second invitee.
    await row.getByRole('button', { name: 'Reschedule' }).click();
    const rescheduleDialog = page.getByRole('dialog', { name: 'Reschedule meeting' });
    await expect(rescheduleDialog.getByRole('textbox', { name: /Meeting name/ })).toHaveValue(
      meetingName,
    );
    await expect(rescheduleDialog.getByLabel(/^Date/)).toHaveValue(meetingDate);
    const time = rescheduleDialog.getByRole('textbox', { name: /^Time/ });
    await expect(time).toHaveValue('10:00');
    await expect(rescheduleDialog.getByRole('combobox', { name: /Time zone/ })).toHaveText(
      /Europe\/Warsaw/,
    );
    await expect(rescheduleDialog.getByRole('textbox', { name: /Invited people/ })).toHaveValue(
      invitee,
    );
    await time.fill('11:30');
    await expectNoAccessibilityViolations(page);
    await rescheduleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Meeting has been rescheduled.')).toBeVisible();
    await expect(rescheduleDialog).toBeHidden();
    await expect(row).toContainText('11:30 AM (Europe/Warsaw)');
    await expect(row).toContainText('Updated');

    // Cancelled, after a confirmation naming it: the row says so and offers no change.
    await row.getByRole('button', { name: 'Cancel meeting' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel meeting' });
    await expect(confirm).toContainText(
      `Cancel the meeting “${meetingName}”? Its invitees will be sent a cancellation.`,
    );
    await confirm.getByRole('button', { name: 'Cancel meeting' }).click();
    await expect(toasts(page).getByText('Meeting has been cancelled.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
    // The focus, on the button that went, moves to the meeting's name and its new label.
    const focused = page.locator(':focus');
    await expect(focused).toContainText(meetingName);
    await expect(focused).toContainText('Cancelled');

    // The invitee got the invite, its update (SEQUENCE 1) and the cancellation, one UID.
    await expect
      .poll(
        async () =>
          (await invitesTo(page, invitee))
            .map((invite) => `${invite.method} ${invite.sequence}`)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual(['CANCEL 2', 'REQUEST 0', 'REQUEST 1']);
    const invites = await invitesTo(page, invitee);
    const uid = invites.find((invite) => invite.sequence === '0')?.uid;
    expect(uid).toBeTruthy();
    expect(
      invites.find((invite) => invite.method === 'REQUEST' && invite.sequence === '1')?.uid,
    ).toBe(uid);
    expect(invites.find((invite) => invite.method === 'CANCEL')?.uid).toBe(uid);
    // The candidate, invited, got the same three (her mails go out one by one: wait for them).
    await expect
      .poll(async () =>
        (await invitesTo(page, candidate.email))
          .map((invite) => `${invite.method} ${invite.sequence} ${invite.uid === uid}`)
          .sort(),
      )
      .toEqual(['CANCEL 2 true', 'REQUEST 0 true', 'REQUEST 1 true']);
    // All sent: the row says nothing of delivery (it reads page 1 again while mail waits).
    await expect(row.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
    await expect(row.getByText('Not delivered')).toHaveCount(0);
  } finally {
    await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Closed);
  }
});
