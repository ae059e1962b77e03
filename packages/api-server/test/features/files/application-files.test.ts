import { beforeAll, describe, expect, it } from 'vitest';
import { canSeeApplicationDetails } from '../../../src/access/application-access.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes, pngBytes } from '../../support/files.ts';
import { unknownId } from '../../support/ids.ts';
import {
  applicationFileUrl,
  expectError,
  get,
  insertApplication,
  insertFile,
  insertRecruitee,
  insertRecruitment,
} from './fixtures.ts';

describe('files of a job application', () => {
  const testApp = useTestApp();
  let cookies: Record<Role, string>;
  let ids: Record<Role, string>;
  /** Owner, hiring manager (not on the team) and team member of `recruitmentId`. */
  let recruitmentId: string;
  let applicationId: string;
  let resumeId: string;
  let coverLetterId: string;
  let attachmentId: string;
  let photoId: string;
  /** Another application of the same candidate, to a recruitment everyone involved sees. */
  let otherApplicationId: string;
  let otherResumeId: string;
  /** A file of the candidate that no application references. */
  let strayFileId: string;

  beforeAll(async () => {
    ({ cookies, ids } = await signInRoles(testApp));
    recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: ids.hiringManager,
      teamIds: [ids.teamMember],
    });
    const otherRecruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: null,
      teamIds: [ids.hiringManager, ids.teamMember],
    });
    const recruiteeId = await insertRecruitee(testApp);
    const pdf = (originalName: string) =>
      insertFile(testApp, {
        recruiteeId,
        contentType: 'application/pdf',
        originalName,
        bytes: pdfBytes,
      });
    resumeId = await pdf('CV.pdf');
    coverLetterId = await pdf('cover-letter.pdf');
    attachmentId = await pdf('portfolio.pdf');
    photoId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'image/png',
      originalName: 'me.png',
      bytes: pngBytes,
    });
    otherResumeId = await pdf('CV-2.pdf');
    strayFileId = await pdf('stray.pdf');
    applicationId = await insertApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      fileAnswers: [
        { $type: 'Resume', fileId: resumeId },
        { $type: 'CoverLetter', fileId: coverLetterId },
        { $type: 'Attachment', fileId: attachmentId },
        { $type: 'Photo', fileId: photoId },
      ],
    });
    otherApplicationId = await insertApplication(testApp, {
      recruitmentId: otherRecruitmentId,
      recruiteeId,
      resumeFileId: otherResumeId,
      fileAnswers: [{ $type: 'Resume', fileId: otherResumeId }],
    });
  });

  it.each([
    ['owner', 200],
    ['hiringManager', 200],
    ['teamMember', 200],
    ['otherRecruiter', 403],
  ] as const)('serves the resume to the %s: %i', async (role, status) => {
    const response = await get(testApp, applicationFileUrl(applicationId, resumeId), {
      cookie: cookies[role],
    });
    if (status === 200) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(pdfBytes)).toBe(true);
    } else {
      expectError(response, status);
    }
  });

  it('answers 401 without a session', async () => {
    expectError(await get(testApp, applicationFileUrl(applicationId, resumeId)), 401);
  });

  it('serves every file the answers reference, to the team', async () => {
    for (const fileId of [coverLetterId, attachmentId, photoId]) {
      const response = await get(testApp, applicationFileUrl(applicationId, fileId), {
        cookie: cookies.teamMember,
      });
      expect(response.statusCode, fileId).toBe(200);
    }
  });

  it('refuses other staff every file of the application, whatever the file', async () => {
    for (const fileId of [photoId, otherResumeId, strayFileId, unknownId]) {
      expectError(
        await get(testApp, applicationFileUrl(applicationId, fileId), {
          cookie: cookies.otherRecruiter,
        }),
        403,
      );
    }
  });

  it('answers 404 for a file the application does not reference', async () => {
    const cookie = cookies.owner;
    // The same candidate's resume sent with another application.
    expectError(
      await get(testApp, applicationFileUrl(applicationId, otherResumeId), { cookie }),
      404,
    );
    expectError(
      await get(testApp, applicationFileUrl(otherApplicationId, resumeId), { cookie }),
      404,
    );
    // The candidate's file that no answer points at, and no file at all.
    expectError(
      await get(testApp, applicationFileUrl(applicationId, strayFileId), { cookie }),
      404,
    );
    expectError(await get(testApp, applicationFileUrl(applicationId, unknownId), { cookie }), 404);
    // No such application.
    expectError(await get(testApp, applicationFileUrl(unknownId, resumeId), { cookie }), 404);
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    const response = await get(testApp, applicationFileUrl(applicationId, 'CV.pdf'), {
      cookie: cookies.owner,
    });
    expect(response.statusCode).toBe(400);
  });

  it('has one access rule, also callable on its own', async () => {
    const { db } = testApp.database;
    expect(await canSeeApplicationDetails(db, ids.owner, applicationId)).toBe(true);
    expect(await canSeeApplicationDetails(db, ids.hiringManager, applicationId)).toBe(true);
    expect(await canSeeApplicationDetails(db, ids.teamMember, applicationId)).toBe(true);
    expect(await canSeeApplicationDetails(db, ids.otherRecruiter, applicationId)).toBe(false);
    expect(await canSeeApplicationDetails(db, ids.owner, unknownId)).toBe(false);
  });
});
