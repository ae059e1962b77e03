import { beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../src/features/files/content-disposition.ts';
import { signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes } from '../../support/files.ts';
import {
  applicationFileUrl,
  expectError,
  get,
  insertApplication,
  insertFile,
  insertRecruitee,
  insertRecruitment,
} from './fixtures.ts';

describe('file response headers', () => {
  const testApp = useTestApp();
  let cookie: string;
  let applicationId: string;
  let resumeId: string;
  let htmlId: string;
  let missingBytesId: string;
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

  beforeAll(async () => {
    const { cookies, ids } = await signInRoles(testApp);
    cookie = cookies.owner;
    const recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: null,
      teamIds: [],
    });
    const recruiteeId = await insertRecruitee(testApp);
    resumeId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'CV "Zoë" Łukasiewicz/2024.pdf',
      bytes: pdfBytes,
    });
    htmlId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'text/html',
      originalName: 'portfolio.html',
      bytes: html,
    });
    missingBytesId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'lost.pdf',
      bytes: pdfBytes,
      storeBytes: false,
    });
    applicationId = await insertApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      fileAnswers: [
        { $type: 'Resume', fileId: resumeId },
        { $type: 'Attachment', fileId: htmlId },
        { $type: 'Attachment', fileId: missingBytesId },
      ],
    });
  });

  it('serves a PDF inline with its type, length, a safe name and revalidation headers', async () => {
    const response = await get(testApp, applicationFileUrl(applicationId, resumeId), { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdfBytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      etag: `"${resumeId}"`,
      'content-disposition': `inline; filename="CV Zoe Lukasiewicz2024.pdf"; filename*=UTF-8''CV%20Zo%C3%AB%20%C5%81ukasiewicz2024.pdf`,
    });
  });

  it('answers 304 without a body when the client has the file', async () => {
    const url = applicationFileUrl(applicationId, resumeId);
    const response = await get(testApp, url, { cookie, 'if-none-match': `"${resumeId}"` });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(`"${resumeId}"`);
    const weakInList = await get(testApp, url, {
      cookie,
      'if-none-match': `"other", W/"${resumeId}"`,
    });
    expect(weakInList.statusCode).toBe(304);
    const stale = await get(testApp, url, { cookie, 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('checks access before answering 304', async () => {
    const { cookies } = await signInRoles(testApp);
    const response = await get(testApp, applicationFileUrl(applicationId, resumeId), {
      cookie: cookies.otherRecruiter,
      'if-none-match': `"${resumeId}"`,
    });
    expectError(response, 403);
  });

  it('serves an HTML file as a download that the browser neither sniffs nor runs', async () => {
    const response = await get(testApp, applicationFileUrl(applicationId, htmlId), { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="portfolio.html"; filename*=UTF-8''portfolio.html`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.rawPayload.equals(html)).toBe(true);
  });

  it('answers 404, not cached, when the bytes are missing from the storage', async () => {
    const response = await get(testApp, applicationFileUrl(applicationId, missingBytesId), {
      cookie,
    });
    expectError(response, 404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control'] ?? '').not.toMatch(/max-age/);
  });
});

describe('contentDisposition', () => {
  it.each([
    ['CV.pdf', `inline; filename="CV.pdf"; filename*=UTF-8''CV.pdf`],
    [
      "O'Brien (final).pdf",
      `inline; filename="OBrien (final).pdf"; filename*=UTF-8''OBrien%20%28final%29.pdf`,
    ],
    ['..\\..\\etc/passwd', `inline; filename="....etcpasswd"; filename*=UTF-8''....etcpasswd`],
    [
      'a\r\nSet-Cookie: x=1.pdf',
      `inline; filename="aSet-Cookie: x=1.pdf"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1.pdf`,
    ],
    ['100%.pdf', `inline; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`],
    ['履歴書.pdf', `inline; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`],
    ['"/"', `inline; filename="file"; filename*=UTF-8''file`],
  ])('names %j safely', (name, expected) => {
    expect(contentDisposition('inline', name)).toBe(expected);
  });
});
