import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { expectError, get, insertFile, insertRecruitee, insertRecruitment } from './fixtures.ts';
import {
  containsInOrder,
  filledQuestionnairePdfUrl,
  insertFilledApplication,
  longText,
  pageTexts,
  textPdf,
} from './pdf-fixtures.ts';

describe('the filled application form as PDF', () => {
  const testApp = useTestApp();
  let cookies: Record<Role, string>;
  /** Owner, hiring manager (not on the team) and team member may see it; the other recruiter not. */
  let applicationId: string;
  /** The same form with a very long answer. */
  let longApplicationId: string;

  beforeAll(async () => {
    let ids: Record<Role, string>;
    ({ cookies, ids } = await signInRoles(testApp));
    const recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: ids.hiringManager,
      teamIds: [ids.teamMember],
    });
    // Zoë Łukasiewicz: a letter WinAnsi has and one it has not.
    const recruiteeId = await insertRecruitee(testApp);
    const pdf = async (originalName: string) =>
      insertFile(testApp, {
        recruiteeId,
        contentType: 'application/pdf',
        originalName,
        bytes: await textPdf(['A resume']),
      });
    const files = {
      resumeId: await pdf('CV Zoë.pdf'),
      coverLetterId: await pdf('cover-letter.pdf'),
      attachmentId: await pdf('portfolio.pdf'),
    };
    applicationId = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: files.resumeId,
      files,
    });
    longApplicationId = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: files.resumeId,
      files,
      whyUs: longText(400),
    });
  });

  it('answers a PDF shown inline, named after the candidate, never cached', async () => {
    const response = await get(testApp, filledQuestionnairePdfUrl(applicationId), {
      cookie: cookies.owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Zoe Lukasiewicz - application form.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë Łukasiewicz - application form.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows the title, the personal data and every element in order, as the form does', async () => {
    const response = await get(testApp, filledQuestionnairePdfUrl(applicationId), {
      cookie: cookies.owner,
    });
    const document = await PDFDocument.load(response.rawPayload);
    // A4 portrait.
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(document.getTitle()).toBe('Zoë Łukasiewicz - Application form');

    const text = (await pageTexts(response.rawPayload)).join('\n');
    // ë, ó, the dash, the quotes and the bullet are WinAnsi and stay; Ł, ł, ć, Ż are not and
    // lose their marks. Lines are read as pdf-lib encodes them (WinAnsi, read as Latin-1).
    const missing = containsInOrder(text, [
      'Zoë Lukasiewicz',
      'Application form',
      'Recruitment',
      'Backend developer',
      'Application date',
      '03/14/2026',
      'Personal data',
      'Prefix',
      'left empty',
      'First name',
      'Zoë',
      'Last name',
      'Lukasiewicz',
      'Email',
      'Phone',
      'left empty',
      'Form page 1 of 2',
      'About you',
      'It takes ten minutes.',
      'Thank you!',
      'Resume',
      'CV Zoë.pdf',
      'Your photo',
      'left empty',
      'Home address',
      'ul. Dluga 5, 00-001 Warszawa',
      'Cover letter',
      'cover-letter.pdf',
      'Education',
      'Education 1',
      'School',
      'Uniwersytet Warszawski',
      'Degree',
      'MSc',
      'Field of study',
      'Informatyka',
      'Start date',
      '10/01/2015',
      'End date',
      'Currently studying here',
      'Experience',
      'Experience 1',
      'Title',
      'Backend developer',
      'Company',
      'Acme',
      'Location',
      'Kraków',
      '01/01/2020',
      '06/30/2023',
      'Description',
      'Built APIs.',
      'Form page 2 of 2',
      'Summary',
      'left empty',
      'Expected salary',
      '15 000 PLN',
      'Why us?',
      'Great team.',
      'Zólc \u0096 and \u0093quotes\u0094.',
      'Notice period',
      'Three months',
      'Languages',
      '\u0095 English',
      '\u0095 Polski',
      'Portfolio',
      'portfolio.pdf',
    ]);
    expect(missing, text).toBeNull();
  });

  it("writes the labels in the request's language, Polish letters transliterated", async () => {
    const response = await get(testApp, filledQuestionnairePdfUrl(applicationId), {
      cookie: cookies.owner,
      'accept-language': 'pl-PL,pl;q=0.9',
    });
    expect(response.statusCode).toBe(200);
    const text = (await pageTexts(response.rawPayload)).join('\n');
    const missing = containsInOrder(text, [
      'Formularz aplikacyjny',
      'Data aplikacji',
      '14.03.2026',
      'Dane osobowe',
      'Imie',
      'pozostawiono puste',
      'Strona formularza 1 z 2',
      'Szkola',
      '01.10.2015',
      'Obecnie tu studiuje',
    ]);
    expect(missing, text).toBeNull();
  });

  it('wraps a long answer and continues on further pages, each numbered', async () => {
    const response = await get(testApp, filledQuestionnairePdfUrl(longApplicationId), {
      cookie: cookies.teamMember,
    });
    expect(response.statusCode).toBe(200);
    const pages = await pageTexts(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(containsInOrder(text, ['Sentence 1 of', 'Sentence 400 of', 'Portfolio'])).toBeNull();
  });

  it('is for those who may see the application: 403 for other staff, 401 signed out, 404 unknown', async () => {
    for (const role of ['owner', 'hiringManager', 'teamMember'] as const) {
      const response = await get(testApp, filledQuestionnairePdfUrl(applicationId), {
        cookie: cookies[role],
      });
      expect(response.statusCode, role).toBe(200);
    }
    const refused = await get(testApp, filledQuestionnairePdfUrl(applicationId), {
      cookie: cookies.otherRecruiter,
    });
    expectError(refused, 403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.headers['content-disposition']).toBeUndefined();
    expectError(await get(testApp, filledQuestionnairePdfUrl(applicationId)), 401);
    const unknown = await get(testApp, filledQuestionnairePdfUrl(unknownId), {
      cookie: cookies.owner,
    });
    expectError(unknown, 404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    const notAnId = await get(testApp, filledQuestionnairePdfUrl('not-a-uuid'), {
      cookie: cookies.owner,
    });
    expect(notAnId.statusCode).toBe(400);
  });
});
