import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes, pngBytes } from '../../support/files.ts';
import { unknownId } from '../../support/ids.ts';
import {
  avatarUrl,
  expectError,
  get,
  insertApplication,
  insertFile,
  insertRecruitee,
  insertRecruitment,
  recruiteePhotoUrl,
  setRecruiteePhoto,
} from './fixtures.ts';

describe('candidate photos', () => {
  const testApp = useTestApp();
  let cookies: Record<Role, string>;
  let recruiteeId: string;
  let withoutPhotoId: string;
  let photoId: string;
  let olderPhotoId: string;
  let resumeId: string;
  /** An image sent as an attachment: an application's detail, not a photo. */
  let imageAttachmentId: string;

  beforeAll(async () => {
    let ids: Record<Role, string>;
    ({ cookies, ids } = await signInRoles(testApp));
    // The other recruiter is not on this recruitment: photos are basics all the same.
    const recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: null,
      teamIds: [],
    });
    recruiteeId = await insertRecruitee(testApp);
    withoutPhotoId = await insertRecruitee(testApp);
    const image = (originalName: string) =>
      insertFile(testApp, { recruiteeId, contentType: 'image/png', originalName, bytes: pngBytes });
    olderPhotoId = await image('old.png');
    photoId = await image('new.png');
    imageAttachmentId = await image('scan.png');
    resumeId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'CV.pdf',
      bytes: pdfBytes,
    });
    await insertApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      fileAnswers: [
        { $type: 'Resume', fileId: resumeId },
        { $type: 'Photo', fileId: olderPhotoId },
        { $type: 'Attachment', fileId: imageAttachmentId },
      ],
    });
    await insertApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      fileAnswers: [
        { $type: 'Resume', fileId: resumeId },
        { $type: 'Photo', fileId: photoId },
      ],
    });
    await setRecruiteePhoto(testApp, recruiteeId, photoId);
  });

  it("serves a candidate's photo to any signed-in staff member", async () => {
    const response = await get(testApp, recruiteePhotoUrl(recruiteeId), {
      cookie: cookies.otherRecruiter,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="new.png"/);
    expect(response.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('answers 404 for a candidate without a photo or an unknown one, 401 signed out', async () => {
    const cookie = cookies.otherRecruiter;
    expectError(await get(testApp, recruiteePhotoUrl(withoutPhotoId), { cookie }), 404);
    expectError(await get(testApp, recruiteePhotoUrl(unknownId), { cookie }), 404);
    expectError(await get(testApp, recruiteePhotoUrl(recruiteeId)), 401);
  });

  it('serves photos by file identifier, the current and older ones', async () => {
    for (const fileId of [photoId, olderPhotoId]) {
      const response = await get(testApp, avatarUrl(fileId), { cookie: cookies.otherRecruiter });
      expect(response.statusCode, fileId).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('never serves any other file by file identifier', async () => {
    for (const cookie of [cookies.owner, cookies.otherRecruiter]) {
      expectError(await get(testApp, avatarUrl(resumeId), { cookie }), 404);
      expectError(await get(testApp, avatarUrl(imageAttachmentId), { cookie }), 404);
      expectError(await get(testApp, avatarUrl(unknownId), { cookie }), 404);
    }
    expectError(await get(testApp, avatarUrl(photoId)), 401);
  });

  it('refuses a photo row whose content type is not an image', async () => {
    const notAnImage = await insertFile(testApp, {
      recruiteeId: withoutPhotoId,
      contentType: 'text/html',
      originalName: 'photo.html',
      bytes: Buffer.from('<script>alert(1)</script>'),
    });
    await setRecruiteePhoto(testApp, withoutPhotoId, notAnImage);
    const cookie = cookies.owner;
    expectError(await get(testApp, recruiteePhotoUrl(withoutPhotoId), { cookie }), 404);
    expectError(await get(testApp, avatarUrl(notAnImage), { cookie }), 404);
  });
});
