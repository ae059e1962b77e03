import { RecruitmentStatus } from '@ats/api-sdk';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { keywords, positionLocalizations, positions } from '../../../src/db/schema/index.ts';
import {
  earliestDeadline,
  richTextHasContent,
} from '../../../src/features/recruitments/save-rules.ts';
import { useTestApp } from '../../support/app.ts';
import { backendDeveloperId, unknownId } from '../../support/ids.ts';
import {
  type AddBody,
  type Context,
  countRecruitments,
  createContext,
  dayFromToday,
  draftBody,
  expectBadRequest,
  expectForbidden,
  forceStatus,
  fullBody,
  insertStaff,
  storedRecruitment,
} from './fixtures.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

describe('recruitment save rules (spec part 2 section 5)', () => {
  const testApp = useTestApp();
  let context: Context;
  let draftQuestionnaireId: string;
  let deletedQuestionnaireId: string;
  let deletedPositionId: string;

  const full = (overrides: Partial<AddBody> = {}) =>
    fullBody({ questionnaireId: context.questionnaireId, ownerId: context.recruiterId }, overrides);

  beforeAll(async () => {
    context = await createContext(testApp);
    draftQuestionnaireId = await context.questionnaireApi.add({ isDraft: true });
    deletedQuestionnaireId = await context.questionnaireApi.add({ isDraft: true });
    expect((await context.questionnaireApi.delete(deletedQuestionnaireId)).statusCode).toBe(204);
    deletedPositionId = '9051d000-0000-4000-8000-000000000010'; // Accountant
    await testApp.database.db
      .update(positions)
      .set({ isDeleted: true })
      .where(eq(positions.id, deletedPositionId));
  });

  /** Each of these breaks exactly one full-save rule; a draft save does not check it. */
  const brokenOnlyForFullSave: Array<[string, () => Partial<AddBody>]> = [
    ['a missing position', () => ({ newOrExistingPosition: '' })],
    ['a blank position name', () => ({ newOrExistingPosition: '   ' })],
    ['no deadline', () => ({ deadline: null })],
    ['a deadline two days ago', () => ({ deadline: dayFromToday(-2) })],
    ['no vacant posts', () => ({ vacantPosts: 0 })],
    ['a maximum budget below the minimum', () => ({ budgetPerPositionMax: 11999.99 })],
    ['no questionnaire', () => ({ questionnaireId: null })],
    ['a draft questionnaire', () => ({ questionnaireId: draftQuestionnaireId })],
    ['a blank job title', () => ({ jobTitle: '  ' })],
    ['an empty job description', () => ({ jobDescription: '' })],
    [
      'a job description without text',
      () => ({
        jobDescription: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }),
      }),
    ],
    ['a blank location description', () => ({ locationDescription: ' ' })],
  ];

  it.each(brokenOnlyForFullSave)(
    'refuses a full save with %s, storing nothing',
    async (_, broken) => {
      const before = await countRecruitments(testApp);
      expectBadRequest(await context.recruiterApi.addRaw(full(broken())));
      expect(await countRecruitments(testApp)).toBe(before);
    },
  );

  it.each(brokenOnlyForFullSave)('accepts a draft with %s', async (_, broken) => {
    const id = await context.recruiterApi.add(full({ ...broken(), isDraft: true }));
    expect((await storedRecruitment(testApp, id))?.status).toBe(draft);
  });

  /** Refused whatever the draft flag: the contract's bounds, the title, unknown references. */
  const alwaysBroken: Array<[string, () => Partial<AddBody>]> = [
    ['a blank title', () => ({ title: '   ' })],
    ['an empty title', () => ({ title: '' })],
    ['1001 vacant posts', () => ({ vacantPosts: 1001 })],
    ['a negative minimum budget', () => ({ budgetPerPositionMin: -1 })],
    ['latitude 90.5', () => ({ locationLatitude: 90.5 })],
    ['latitude -91', () => ({ locationLatitude: -91 })],
    ['longitude 180.5', () => ({ locationLongitude: 180.5 })],
    ['longitude -181', () => ({ locationLongitude: -181 })],
    ['an unknown position id', () => ({ newOrExistingPosition: unknownId })],
    ['a deleted position', () => ({ newOrExistingPosition: deletedPositionId })],
    ['an unknown questionnaire', () => ({ questionnaireId: unknownId })],
    ['a deleted questionnaire', () => ({ questionnaireId: deletedQuestionnaireId })],
    ['an unknown owner', () => ({ recruitmentOwnerId: unknownId })],
    ['an unknown hiring manager', () => ({ hiringManagerId: unknownId })],
    ['an unknown team member', () => ({ recruiterIds: [context.managerId, unknownId] })],
    ['an unknown currency', () => ({ budgetCurrencyId: 'XXX' })],
  ];

  it.each(alwaysBroken)('refuses %s in a full save and in a draft', async (_, broken) => {
    const before = await countRecruitments(testApp);
    expectBadRequest(await context.recruiterApi.addRaw(full(broken())));
    expectBadRequest(await context.recruiterApi.addRaw(full({ ...broken(), isDraft: true })));
    expect(await countRecruitments(testApp)).toBe(before);
  });

  it('refuses missing coordinates, null numbers and a missing owner (drafts too)', async () => {
    const { locationLatitude: _, ...withoutLatitude } = full();
    expectBadRequest(await context.recruiterApi.addRaw(withoutLatitude));
    expectBadRequest(await context.recruiterApi.addRaw({ ...full(), locationLongitude: null }));
    expectBadRequest(await context.recruiterApi.addRaw({ ...full(), vacantPosts: '2' }));
    expectBadRequest(await context.recruiterApi.addRaw({ ...full(), recruitmentOwnerId: null }));
    const { recruitmentOwnerId: __, ...withoutOwner } = full({ isDraft: true });
    expectBadRequest(await context.recruiterApi.addRaw(withoutOwner));
  });

  it('accepts the edges: deadline today, 1 and 1000 posts, max equal to min, no hiring manager', async () => {
    for (const overrides of [
      { deadline: dayFromToday(0) },
      { vacantPosts: 1 },
      { vacantPosts: 1000 },
      { budgetPerPositionMin: 0, budgetPerPositionMax: 0 },
      { budgetPerPositionMin: 5000, budgetPerPositionMax: 5000 },
      { hiringManagerId: null, budgetCurrencyId: null },
      { locationLatitude: -90, locationLongitude: 180 },
    ] satisfies Partial<AddBody>[]) {
      const id = await context.recruiterApi.add(full(overrides));
      expect((await storedRecruitment(testApp, id))?.status).toBe(pending);
    }
  });

  it('takes "today" as the date in UTC−12, the last zone where a day starts', () => {
    expect(earliestDeadline(new Date('2026-03-16T11:59:00Z'))).toBe('2026-03-15');
    expect(earliestDeadline(new Date('2026-03-16T12:00:00Z'))).toBe('2026-03-16');
    expect(richTextHasContent('plain text')).toBe(true);
    expect(richTextHasContent('{"type":"doc","content":[{"type":"paragraph"}]}')).toBe(false);
    expect(
      richTextHasContent(
        '{"type":"doc","content":[{"type":"bullet_list","content":[{"type":"list_item","content":[{"type":"paragraph","content":[{"type":"text","text":" x "}]}]}]}]}',
      ),
    ).toBe(true);
  });

  it('stores a draft with a title only, and answers it as saved', async () => {
    const id = await context.recruiterApi.add(
      draftBody(context.recruiterId, { title: '  Interns  ' }),
    );
    const form = await context.recruiterApi.getForEdit(id);
    expect(form).toEqual({
      id,
      title: 'Interns',
      positionId: null,
      positionName: null,
      status: draft,
      deadline: null,
      createDate: expect.any(String),
      vacantPosts: 0,
      budgetPerPositionMin: 0,
      budgetPerPositionMax: 0,
      budgetCurrency: null,
      questionnaireId: null,
      jobTitle: '',
      jobDescription: '',
      locationDescription: '',
      locationLatitude: 0,
      locationLongitude: 0,
      remoteWorkIsPossible: false,
      keywords: [],
      recruitmentOwner: { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
      hiringManager: null,
      recruitmentTeamMembers: [
        { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
      ],
      jobOfferUrl: null,
    });
  });

  it('stores every field of a full save; the draft flag off makes it pending', async () => {
    const teamMemberId = await insertStaff(testApp, 'Zofia', 'Adamska');
    const body = full({
      title: ' Backend developer ',
      keywords: ['TypeScript', 'typescript', ' Node.js ', 'TYPESCRIPT', 'AWS'],
      recruiterIds: [teamMemberId, context.recruiterId],
      hiringManagerId: context.managerId,
    });
    const id = await context.recruiterApi.add(body);
    const details = await context.recruiterApi.get(id);
    expect(details).toMatchObject({
      title: 'Backend developer',
      positionId: backendDeveloperId,
      positionName: 'Backend Developer',
      status: pending,
      deadline: body.deadline,
      vacantPosts: 2,
      budgetPerPositionMin: 12000,
      budgetPerPositionMax: 18000,
      budgetCurrency: { id: 'PLN', name: 'Polish złoty' },
      questionnaireId: context.questionnaireId,
      jobTitle: 'Senior Backend Developer',
      jobDescription: body.jobDescription,
      locationDescription: 'Warsaw, Prosta 20',
      locationLatitude: 52.2297,
      locationLongitude: 21.0122,
      remoteWorkIsPossible: true,
      // Case-insensitive duplicates dropped, the first spelling kept, sorted.
      keywords: ['AWS', 'Node.js', 'TypeScript'],
      recruitmentOwner: { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
      hiringManager: { id: context.managerId, firstName: 'Piotr', lastName: 'Nowak' },
      // Owner included, sorted by last name.
      recruitmentTeamMembers: [
        { id: teamMemberId, firstName: 'Zofia', lastName: 'Adamska' },
        { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
      ],
      jobOfferUrl: null,
      canEdit: true,
    });
    expect(Date.now() - Date.parse(details.createDate)).toBeLessThan(60_000);
    // The questionnaire's version is frozen with the recruitment.
    expect((await storedRecruitment(testApp, id))?.questionnaireVersion).toBe(1);
  });

  it('shares keywords across recruitments case-insensitively', async () => {
    const countKeyword = async (name: string) => {
      const [row] = await testApp.database.db
        .select({ value: count() })
        .from(keywords)
        .where(sql`lower(${keywords.name}) = lower(${name})`);
      return row?.value;
    };
    await context.recruiterApi.add(full({ keywords: ['Kubernetes'] }));
    const id = await context.recruiterApi.add(full({ keywords: ['KUBERNETES', 'Helm'] }));
    expect(await countKeyword('kubernetes')).toBe(1);
    expect((await context.recruiterApi.get(id)).keywords).toEqual(['Helm', 'Kubernetes']);
  });

  describe('newOrExistingPosition', () => {
    const positionsNamed = async (name: string) =>
      testApp.database.db
        .select({ id: positions.id, languageId: positionLocalizations.languageId })
        .from(positions)
        .innerJoin(positionLocalizations, eq(positionLocalizations.positionId, positions.id))
        .where(sql`lower(${positionLocalizations.name}) = lower(${name})`);

    it('creates a new position, named the same in every language', async () => {
      const id = await context.recruiterApi.add(
        full({ newOrExistingPosition: ' Rust Developer ' }),
      );
      const created = await positionsNamed('Rust Developer');
      expect(created.map((row) => row.languageId).sort()).toEqual(['en', 'pl']);
      expect(new Set(created.map((row) => row.id)).size).toBe(1);
      const details = await context.recruiterApi.get(id);
      expect(details.positionId).toBe(created[0]?.id);
      expect(details.positionName).toBe('Rust Developer');
      // It is offered by the position autocomplete from now on.
      const options = await context.recruiterApi.send(
        'GET',
        '/api/RecruitmentPositions?startingWith=rust',
      );
      expect(options.json().result).toEqual([
        { id: created[0]?.id, localizedPositionName: 'Rust Developer' },
      ]);
    });

    it('reuses a position of the same name (case-insensitive, in the request language)', async () => {
      const english = await context.recruiterApi.add(
        full({ newOrExistingPosition: 'backend DEVELOPER' }),
      );
      expect((await storedRecruitment(testApp, english))?.positionId).toBe(backendDeveloperId);
      const polish = await context.recruiterApi.send(
        'POST',
        '/api/Recruitments/add',
        full({ newOrExistingPosition: 'programista BACKEND' }),
        { 'accept-language': 'pl' },
      );
      expect(polish.statusCode, polish.body).toBe(200);
      expect((await storedRecruitment(testApp, polish.json().id))?.positionId).toBe(
        backendDeveloperId,
      );
      // Nothing new was created in either language.
      expect(await positionsNamed('backend developer')).toEqual([
        { id: backendDeveloperId, languageId: 'en' },
      ]);
      expect(await positionsNamed('programista backend')).toEqual([
        { id: backendDeveloperId, languageId: 'pl' },
      ]);
    });

    it('creates one position when two saves name it at the same time', async () => {
      const responses = await Promise.all(
        [1, 2, 3].map(() =>
          context.recruiterApi.addRaw(full({ newOrExistingPosition: 'Elixir Developer' })),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const ids = await Promise.all(
        responses.map(
          async (response) => (await storedRecruitment(testApp, response.json().id))?.positionId,
        ),
      );
      expect(new Set(ids).size).toBe(1);
      expect(await positionsNamed('Elixir Developer')).toHaveLength(2);
    });

    it('creates nothing when the save is refused', async () => {
      expectBadRequest(
        await context.recruiterApi.addRaw(
          full({ newOrExistingPosition: 'Cobol Developer', vacantPosts: 0 }),
        ),
      );
      expect(await positionsNamed('Cobol Developer')).toEqual([]);
    });

    it('keeps a position deleted after it was chosen', async () => {
      const id = await context.recruiterApi.add(full({ newOrExistingPosition: 'Scala Developer' }));
      const positionId = (await storedRecruitment(testApp, id))?.positionId ?? '';
      await testApp.database.db
        .update(positions)
        .set({ isDeleted: true })
        .where(eq(positions.id, positionId));
      await context.recruiterApi.edit({ id, ...full({ newOrExistingPosition: positionId }) });
      const details = await context.recruiterApi.get(id);
      expect(details).toMatchObject({ positionId, positionName: 'Scala Developer' });
      // Another recruitment cannot choose it any more.
      expectBadRequest(
        await context.recruiterApi.addRaw(full({ newOrExistingPosition: positionId })),
      );
    });
  });

  describe('edit', () => {
    it('saves a draft as a draft, and a full save of a draft makes it pending', async () => {
      const id = await context.recruiterApi.add(draftBody(context.recruiterId));
      await context.recruiterApi.edit({
        id,
        ...draftBody(context.recruiterId, { title: 'Renamed' }),
      });
      expect(await storedRecruitment(testApp, id)).toMatchObject({
        title: 'Renamed',
        status: draft,
      });
      expectBadRequest(await context.recruiterApi.editRaw({ id, ...full({ vacantPosts: 0 }) }));
      expect((await storedRecruitment(testApp, id))?.status).toBe(draft);
      await context.recruiterApi.edit({ id, ...full() });
      expect((await storedRecruitment(testApp, id))?.status).toBe(pending);
    });

    it('keeps the status of pending and open recruitments, and refuses them as drafts', async () => {
      for (const status of [pending, open]) {
        const id = await context.recruiterApi.add(full());
        await forceStatus(testApp, id, status);
        await context.recruiterApi.edit({ id, ...full({ title: `Edited ${status}` }) });
        expect(await storedRecruitment(testApp, id)).toMatchObject({
          title: `Edited ${status}`,
          status,
        });
        expectBadRequest(await context.recruiterApi.editRaw({ id, ...full({ isDraft: true }) }));
        expect((await storedRecruitment(testApp, id))?.title).toBe(`Edited ${status}`);
      }
    });

    it('refuses to edit a closed recruitment', async () => {
      const id = await context.recruiterApi.add(full());
      await forceStatus(testApp, id, closed);
      expectBadRequest(await context.recruiterApi.editRaw({ id, ...full({ title: 'Changed' }) }));
      expect((await storedRecruitment(testApp, id))?.title).toBe('Backend developer – Payments');
    });

    it('keeps an open recruitment on its questionnaire and version', async () => {
      const id = await context.recruiterApi.add(full());
      await forceStatus(testApp, id, open);
      const otherQuestionnaire = await context.questionnaireApi.add({ isDraft: false });
      expectBadRequest(
        await context.recruiterApi.editRaw({
          id,
          ...full({ questionnaireId: otherQuestionnaire }),
        }),
      );
      // A new version of its questionnaire does not reach it: candidates fill version 1.
      await context.questionnaireApi.edit(context.questionnaireId, { isDraft: false });
      await context.recruiterApi.edit({ id, ...full({ title: 'Still open' }) });
      expect(await storedRecruitment(testApp, id)).toMatchObject({
        questionnaireId: context.questionnaireId,
        questionnaireVersion: 1,
        title: 'Still open',
      });
    });

    it('follows the newest questionnaire version while not published', async () => {
      const id = await context.recruiterApi.add(full());
      const before = (await storedRecruitment(testApp, id))?.questionnaireVersion ?? 0;
      await context.questionnaireApi.edit(context.questionnaireId, { isDraft: false });
      await context.recruiterApi.edit({ id, ...full() });
      expect((await storedRecruitment(testApp, id))?.questionnaireVersion).toBe(before + 1);
    });

    it('replaces the team and keywords, the owner always on the team', async () => {
      const id = await context.recruiterApi.add(
        full({ recruiterIds: [context.managerId], keywords: ['Go'] }),
      );
      await context.recruiterApi.edit({
        id,
        ...full({ recruiterIds: [], keywords: ['Rust'], recruitmentOwnerId: context.managerId }),
      });
      const form = await context.managerApi.getForEdit(id);
      expect(form.recruitmentTeamMembers.map((member) => member.id)).toEqual([context.managerId]);
      expect(form.keywords).toEqual(['Rust']);
      expect(form.recruitmentOwner.id).toBe(context.managerId);
    });

    it('answers 404 for an unknown recruitment and 403 to staff not on it', async () => {
      const response = await context.recruiterApi.editRaw({ id: unknownId, ...full() });
      expect(response.statusCode).toBe(404);
      const id = await context.recruiterApi.add(full({ title: 'Not for the manager' }));
      expectForbidden(await context.managerApi.editRaw({ id, ...full({ title: 'Taken over' }) }));
      expectForbidden(await context.managerApi.getForEditRaw(id));
      expect((await storedRecruitment(testApp, id))?.title).toBe('Not for the manager');
      // The hiring manager may write.
      await context.recruiterApi.edit({ id, ...full({ hiringManagerId: context.managerId }) });
      await context.managerApi.edit({
        id,
        ...full({ hiringManagerId: context.managerId, title: 'Edited by the manager' }),
      });
      expect((await storedRecruitment(testApp, id))?.title).toBe('Edited by the manager');
    });
  });
});
