import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLog, files, jobApplications, outboxMessages } from '../../../src/db/schema/index.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { fingerprint } from '../../support/fingerprint.ts';
import { unknownId } from '../../support/ids.ts';
import { expectError } from '../../support/responses.ts';
import { richText } from '../email-templates/fixtures.ts';
import { createPersonWorld, exportUrl, type PersonWorld, person } from './fixtures.ts';

/** The parts of personal-data.json the tests read. */
interface ExportDocument {
  format: string;
  version: number;
  candidate: Record<string, unknown>;
  recruitments: {
    recruitmentId: string;
    title: string;
    stage: { id: string; name: string; stageType: string };
    applications: { id: string; answers: unknown; consentVersionId?: string }[];
    scores: { score: number; comment: string; scoredBy: { firstName: string } }[];
    activities: { activityType: string; data: Record<string, unknown> }[];
  }[];
  files: { id: string; originalName: string; sizeBytes: number; archivePath: string | null }[];
  accessLog: { kind: string; accessedBy: { firstName: string } }[];
  emails: {
    to: string;
    subject: string;
    text: string;
    invite: { method: string; content: string } | null;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
}

function unzip(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  const json = entries['personal-data.json'];
  if (!json) throw new Error('no personal-data.json in the archive');
  return { entries, document: JSON.parse(strFromU8(json)) as ExportDocument };
}

describe('exporting a candidate’s personal data', () => {
  const testApp = useTestApp();
  let world: PersonWorld;

  beforeAll(async () => {
    world = await createPersonWorld(testApp);
  });

  it('answers one ZIP attachment, not cached', async () => {
    const response = await world.owner.get(exportUrl(world.recruiteeId), {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zuzanna Wisniewska-Kotecka - personal data.zip"; filename*=UTF-8''Zuzanna%20Wi%C5%9Bniewska-Kotecka%20-%20personal%20data.zip`,
    );
  });

  it('holds the candidate, every application with answers, stages, scores and activities', async () => {
    const { document } = unzip(await world.manager.get(exportUrl(world.recruiteeId), {}));
    expect(document).toMatchObject({ format: 'ats-personal-data-export', version: 1 });
    expect(document.candidate).toMatchObject({
      id: world.recruiteeId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      prefix: 'Ms',
    });
    expect(document.candidate).not.toHaveProperty('searchText');

    // The hiring manager sees one recruitment in the app, but the export is about the person.
    expect(document.recruitments.map((recruitment) => recruitment.recruitmentId)).toEqual([
      world.firstRecruitmentId,
      world.secondRecruitmentId,
    ]);
    const stored = await testApp.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.recruiteeId, world.recruiteeId));
    for (const recruitment of document.recruitments) {
      expect(recruitment.stage).toMatchObject({ name: 'New', stageType: 'New' });
      const [application] = recruitment.applications;
      const storedApplication = stored.find((row) => row.id === application?.id);
      expect(recruitment.applications).toHaveLength(1);
      expect(application?.answers).toEqual(storedApplication?.answers);
      expect(application?.consentVersionId).toBe(storedApplication?.consentVersionId);
      expect(JSON.stringify(application?.answers)).toContain(person.email);
      // The client's retry token and the hash of what it sent are not the person's data.
      expect(application).not.toHaveProperty('idempotencyKey');
      expect(application).not.toHaveProperty('idempotencyFingerprint');
    }
    const [first, second] = document.recruitments;
    expect(first?.scores).toEqual([
      expect.objectContaining({ score: 4, comment: expect.stringContaining('Kotecka') }),
    ]);
    expect(second?.scores).toEqual([
      expect.objectContaining({
        score: 5,
        scoredBy: expect.objectContaining({ firstName: expect.any(String) }),
      }),
    ]);
    expect(first?.activities.map((activity) => activity.activityType)).toEqual(
      expect.arrayContaining([
        'JobApplicationSent',
        'ScoreChanged',
        'NoteAdded',
        'PhoneCallPerformed',
      ]),
    );
    const meeting = second?.activities.find(
      (activity) => activity.activityType === 'MeetingScheduled',
    );
    expect(meeting?.data).toMatchObject({
      meetingName: `Interview with ${person.firstName} ${person.lastName}`,
      invitedPeople: [person.email, 'manager@example.com'],
    });
    // The other candidate's note is not theirs.
    expect(JSON.stringify(document)).not.toContain('Kontrolny');
  });

  it('holds the e-mails to and about the candidate, sent or waiting, and no one else’s', async () => {
    const message = (recruiteeId: string, subject: string) =>
      world.owner.post('/api/Activities/message', {
        recruiteeId,
        recruitmentId: world.firstRecruitmentId,
        language: 'en',
        subject,
        body: richText('Hello {candidateFirstName}, see you soon.'),
      });
    expect((await message(world.recruiteeId, 'Next steps')).statusCode).toBe(200);
    expect((await message(world.otherRecruiteeId, 'Next steps for Kontrolny')).statusCode).toBe(
      200,
    );
    const sentAt = new Date('2025-06-01T10:00:00.000Z');
    await testApp.database.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt })
      .where(eq(outboxMessages.subject, 'Next steps'));

    const { document } = unzip(await world.manager.get(exportUrl(world.recruiteeId), {}));
    const invite = (to: string) => ({
      to,
      subject: expect.stringContaining(`Interview with ${person.firstName}`),
      text: expect.stringContaining('Duration: 60 minutes'),
      invite: { method: 'REQUEST', content: expect.stringContaining('BEGIN:VCALENDAR') },
      status: 'pending',
      sentAt: null,
    });
    // The meeting's invites (to the candidate, and to the manager: about them) and the message.
    expect(document.emails).toHaveLength(3);
    expect(document.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining(invite(person.email)),
        expect.objectContaining(invite('manager@example.com')),
        expect.objectContaining({
          to: person.email,
          subject: 'Next steps',
          text: expect.stringContaining(`Hello ${person.firstName}, see you soon.`),
          invite: null,
          status: 'sent',
          sentAt: sentAt.toISOString(),
        }),
      ]),
    );
    expect(JSON.stringify(document)).not.toContain('Kontrolny');
  });

  it('holds every file of the person, byte for byte, under safe names', async () => {
    const { entries, document } = unzip(await world.owner.get(exportUrl(world.recruiteeId), {}));
    const rows = await testApp.database.db
      .select({ id: files.id, originalName: files.originalName })
      .from(files)
      .where(eq(files.recruiteeId, world.recruiteeId));
    expect(document.files.map((file) => file.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(document.files).toHaveLength(8);
    for (const file of document.files) {
      expect(file.archivePath).toMatch(/^files\/\d{2}-[^/\\:*?"<>|]+$/);
      const bytes = entries[file.archivePath ?? ''];
      const sent = world.sentFiles.get(file.originalName);
      // Both applications sent a photo named the same way: any of the sent ones matches.
      expect(sent, file.originalName).toBeDefined();
      expect(Buffer.from(bytes ?? []).equals(sent ?? Buffer.alloc(1)), file.originalName).toBe(
        true,
      );
      expect(bytes?.length).toBe(file.sizeBytes);
    }
    expect(Object.keys(entries).sort()).toEqual(
      ['personal-data.json', ...document.files.map((file) => file.archivePath ?? '')].sort(),
    );
  });

  it('records every export in the access log, and holds only the candidate’s own log', async () => {
    const managerId = await userIdByEmail(testApp, 'manager@example.com');
    const exportsBy = async (userId: string, recruiteeId: string) =>
      (
        await testApp.database.db
          .select()
          .from(accessLog)
          .where(
            and(
              eq(accessLog.userId, userId),
              eq(accessLog.recruiteeId, recruiteeId),
              eq(accessLog.kind, 'export'),
            ),
          )
      ).length;
    const before = await exportsBy(managerId, world.recruiteeId);
    // An export of the other candidate writes to their log, not this one's.
    expect((await world.owner.get(exportUrl(world.otherRecruiteeId), {})).statusCode).toBe(200);
    const { document } = unzip(await world.manager.get(exportUrl(world.recruiteeId), {}));
    expect(await exportsBy(managerId, world.recruiteeId)).toBe(before + 1);
    const ownLog = await testApp.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.recruiteeId, world.recruiteeId));
    // Read in the transaction that recorded this export, which it lists too.
    expect(document.accessLog).toHaveLength(ownLog.length);
    expect(
      document.accessLog.every((entry) => typeof entry.accessedBy.firstName === 'string'),
    ).toBe(true);
  });

  it('is refused to staff without access (403), for unknown candidates (404) and signed out (401)', async () => {
    const before = await fingerprint(testApp);
    expectError(await world.outsider.get(exportUrl(world.recruiteeId), {}), 403);
    expectError(await world.owner.get(exportUrl(unknownId), {}), 404);
    expectError(
      await testApp.app.inject({ method: 'GET', url: exportUrl(world.recruiteeId) }),
      401,
    );
    // A refused export is not an access.
    expect(await fingerprint(testApp)).toEqual(before);
  });
});
