import { RecruitmentStatus } from '@ats/api-sdk';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atsUsers,
  recruitmentKeywords,
  recruitmentTeamMembers,
} from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import {
  type AddBody,
  type Context,
  createContext,
  expectBadRequest,
  expectForbidden,
  forceStatus,
  fullBody,
  insertStaff,
  storedRecruitment,
} from './fixtures.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

describe('recruitment delete and team', () => {
  const testApp = useTestApp();
  let context: Context;

  const full = (overrides: Partial<AddBody> = {}) =>
    fullBody({ questionnaireId: context.questionnaireId, ownerId: context.recruiterId }, overrides);

  const teamRows = async (recruitmentId: string) =>
    (
      await testApp.database.db
        .select({ userId: recruitmentTeamMembers.userId })
        .from(recruitmentTeamMembers)
        .where(eq(recruitmentTeamMembers.recruitmentId, recruitmentId))
    )
      .map((row) => row.userId)
      .sort();

  beforeAll(async () => {
    context = await createContext(testApp);
  });

  describe('delete', () => {
    it.each([draft, pending])(
      'deletes a recruitment in status %i with its team and keywords',
      async (status) => {
        const id = await context.recruiterApi.add(
          full({ isDraft: true, recruiterIds: [context.managerId], keywords: ['Go'] }),
        );
        await forceStatus(testApp, id, status);
        const response = await context.recruiterApi.delete(id);
        expect(response.statusCode, response.body).toBe(204);
        expect(await storedRecruitment(testApp, id)).toBeUndefined();
        expect(await teamRows(id)).toEqual([]);
        const [keywordLinks] = await testApp.database.db
          .select({ value: count() })
          .from(recruitmentKeywords)
          .where(eq(recruitmentKeywords.recruitmentId, id));
        expect(keywordLinks?.value).toBe(0);
        expect((await context.recruiterApi.getRaw(id)).statusCode).toBe(404);
      },
    );

    it.each([open, closed])(
      'refuses to delete a recruitment in status %i, changing nothing',
      async (status) => {
        const id = await context.recruiterApi.add(full({ recruiterIds: [context.managerId] }));
        await forceStatus(testApp, id, status);
        expectBadRequest(await context.recruiterApi.delete(id));
        expect((await storedRecruitment(testApp, id))?.status).toBe(status);
        expect(await teamRows(id)).toEqual([context.recruiterId, context.managerId].sort());
      },
    );

    it('answers 404 for an unknown recruitment and 403 to staff not on it', async () => {
      expect((await context.recruiterApi.delete(unknownId)).statusCode).toBe(404);
      const id = await context.recruiterApi.add(full({ isDraft: true }));
      expectForbidden(await context.managerApi.delete(id));
      expect(await storedRecruitment(testApp, id)).toBeDefined();
    });
  });

  describe('team', () => {
    it('keeps the owner even when not sent, and answers the team sorted by last name', async () => {
      const zofia = await insertStaff(testApp, 'Zofia', 'Adamska');
      const adam = await insertStaff(testApp, 'Adam', 'Zieliński');
      const id = await context.recruiterApi.add(full());
      const response = await context.recruiterApi.updateTeam(id, [adam, zofia, context.managerId]);
      expect(response.statusCode, response.body).toBe(200);
      const expected = [
        { id: zofia, firstName: 'Zofia', lastName: 'Adamska' },
        { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
        { id: context.managerId, firstName: 'Piotr', lastName: 'Nowak' },
        { id: adam, firstName: 'Adam', lastName: 'Zieliński' },
      ];
      expect(response.json()).toEqual(expected);
      expect((await context.recruiterApi.get(id)).recruitmentTeamMembers).toEqual(expected);

      // The owner alone, sent or not.
      const ownerOnly = await context.recruiterApi.updateTeam(id, [context.recruiterId]);
      expect(ownerOnly.json()).toEqual([
        { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
      ]);
      const withoutOwner = await context.recruiterApi.updateTeam(id, [adam]);
      expect(withoutOwner.json().map((member: { id: string }) => member.id)).toEqual([
        context.recruiterId,
        adam,
      ]);
      expect(await teamRows(id)).toEqual([context.recruiterId, adam].sort());
    });

    it('refuses an empty list, unknown users and repeated ids, changing nothing', async () => {
      const id = await context.recruiterApi.add(full({ recruiterIds: [context.managerId] }));
      const before = await teamRows(id);
      expectBadRequest(await context.recruiterApi.updateTeam(id, []));
      expectBadRequest(await context.recruiterApi.updateTeam(id, [unknownId]));
      expectBadRequest(await context.recruiterApi.updateTeam(id, [context.managerId, unknownId]));
      expectBadRequest(
        await context.recruiterApi.updateTeam(id, [context.managerId, context.managerId]),
      );
      expect(await teamRows(id)).toEqual(before);
    });

    it('holds at most 200 members, the owner included', async () => {
      const { db } = testApp.database;
      const staff = await db
        .insert(atsUsers)
        .values(
          Array.from({ length: 200 }, (_, index) => ({
            role: 'Recruiter',
            oidcIssuer: 'test-staff',
            oidcSubject: `team-size-${index}`,
            email: `team-size-${index}@example.com`,
            firstName: 'Member',
            lastName: String(index).padStart(3, '0'),
          })),
        )
        .returning({ id: atsUsers.id });
      const ids = staff.map((row) => row.id);
      const id = await context.recruiterApi.add(full());
      // 199 picked plus the owner: the largest team.
      const largest = await context.recruiterApi.updateTeam(id, ids.slice(0, 199));
      expect(largest.statusCode, largest.body).toBe(200);
      expect(largest.json()).toHaveLength(200);
      expectBadRequest(await context.recruiterApi.updateTeam(id, ids));
      expectBadRequest(await context.recruiterApi.addRaw(full({ recruiterIds: ids })));
      expect(await teamRows(id)).toHaveLength(200);
    });

    it('may be changed in every status, by the team only', async () => {
      for (const status of [draft, pending, open, closed]) {
        const id = await context.recruiterApi.add(full({ isDraft: true }));
        await forceStatus(testApp, id, status);
        expectForbidden(await context.managerApi.updateTeam(id, [context.managerId]));
        expect((await context.recruiterApi.updateTeam(id, [context.managerId])).statusCode).toBe(
          200,
        );
        // Now on the team, the manager may change it too (and cannot drop the owner).
        const response = await context.managerApi.updateTeam(id, [context.managerId]);
        expect(response.statusCode).toBe(200);
        expect(await teamRows(id)).toEqual([context.recruiterId, context.managerId].sort());
      }
      expect(
        (await context.recruiterApi.updateTeam(unknownId, [context.managerId])).statusCode,
      ).toBe(404);
    });

    it('drops a member who leaves the team from those who may write', async () => {
      const id = await context.recruiterApi.add(full({ recruiterIds: [context.managerId] }));
      expect((await context.managerApi.getForEditRaw(id)).statusCode).toBe(200);
      await context.recruiterApi.updateTeam(id, [context.recruiterId]);
      expectForbidden(await context.managerApi.getForEditRaw(id));
      expect((await context.managerApi.get(id)).canEdit).toBe(false);
      expect((await context.recruiterApi.get(id)).canEdit).toBe(true);
    });
  });
});
