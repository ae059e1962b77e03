import type { Schema } from '@ats/api-sdk';
import { StageType } from '@ats/api-sdk';
import { stageTypeGroupOrder } from '@ats/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID, DEFAULT_STAGES } from '../../../src/db/reference-data.ts';
import { recruitmentStages } from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import {
  addCandidate,
  englishName,
  insertAfterLastOfType,
  newStage,
  renumber,
  resetStages,
  type StageForEdit,
  snapshotStages,
  stageOfCandidate,
} from './fixtures.ts';

describe('recruitment stages', () => {
  const testApp = useTestApp();
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    headers = await signedInHeaders(testApp.app);
  });
  beforeEach(() => resetStages(testApp.database.db));

  async function editList(): Promise<StageForEdit[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/RecruitmentRecruiteeStages/edit',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Schema<'StagesForEdit'>>().recruitmentRecruiteeStageEditViewDtos;
  }

  async function listStages(acceptLanguage?: string): Promise<Schema<'Stage'>[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/RecruitmentRecruiteeStages',
      headers: { ...headers, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  function save(list: readonly StageForEdit[], as = headers) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/RecruitmentRecruiteeStages/edit',
      headers: as,
      payload: { recruitmentRecruiteeStages: list },
    });
  }

  async function saveOk(list: readonly StageForEdit[]): Promise<StageForEdit[]> {
    const response = await save(list);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Schema<'StagesForEdit'>>().recruitmentRecruiteeStageEditViewDtos;
    expect(await editList()).toEqual(saved);
    return saved;
  }

  /** Saving `list` answers 400 and leaves every stage and name as it was. */
  async function expectRefused(list: readonly StageForEdit[]) {
    const before = await snapshotStages(testApp.database.db);
    const response = await save(list);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    expect(await snapshotStages(testApp.database.db)).toEqual(before);
  }

  function expectValid(list: readonly StageForEdit[]) {
    expect(list.map((stage) => stage.order)).toEqual(list.map((_, index) => index + 1));
    const groups = list.map((stage) => stageTypeGroupOrder.indexOf(stage.stageType));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    for (const stage of list) {
      expect(stage.localizations.map(({ languageId }) => languageId).sort()).toEqual(['en', 'pl']);
    }
  }

  const byId = (list: readonly StageForEdit[], id: string) => {
    const stage = list.find((candidate) => candidate.id === id);
    if (!stage) throw new Error(`no stage ${id}`);
    return stage;
  };

  describe('reading', () => {
    it('answers the default list for editing, grouped New, Custom, Hired, RejectedCustom, RejectedApplication', async () => {
      const list = await editList();
      expect(list).toEqual(
        DEFAULT_STAGES.map((stage) => ({
          id: stage.id,
          stageType: stage.stageType,
          order: stage.order,
          localizations: [
            { languageId: 'en', stageName: stage.names.en },
            { languageId: 'pl', stageName: stage.names.pl },
          ],
        })),
      );
      expect(stageTypeGroupOrder).toEqual([
        StageType.New,
        StageType.Custom,
        StageType.Hired,
        StageType.RejectedCustom,
        StageType.RejectedApplication,
      ]);
      expectValid(list);
    });

    it('names stages in the request language, falling back to English', async () => {
      const first = (stages: Schema<'Stage'>[]) => stages[0];
      expect(first(await listStages())).toEqual({
        id: DEFAULT_STAGE_ID.new,
        name: 'New',
        order: 1,
        isDeleted: false,
        stageType: StageType.New,
      });
      expect(first(await listStages('pl-PL,pl;q=0.9,en;q=0.8'))?.name).toBe('Nowy');
      expect(first(await listStages('de-DE'))?.name).toBe('New');
      expect((await listStages('pl')).map((stage) => stage.name)).toEqual(
        DEFAULT_STAGES.map((stage) => stage.names.pl),
      );
    });

    it('answers 401 when signed out', async () => {
      for (const [method, url] of [
        ['GET', '/api/RecruitmentRecruiteeStages'],
        ['GET', '/api/RecruitmentRecruiteeStages/edit'],
        ['POST', '/api/RecruitmentRecruiteeStages/edit'],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { origin: headers.origin },
          ...(method === 'POST'
            ? { payload: { recruitmentRecruiteeStages: await editList() } }
            : {}),
        });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ status: 401, message: errorCatalogue[401] });
      }
    });
  });

  describe('saving', () => {
    it('saves an unchanged list as it is', async () => {
      const list = await editList();
      expect(await saveOk(list)).toEqual(list);
    });

    it('creates a stage right after the last of its type, shifting later stages', async () => {
      const added = newStage(StageType.Custom, '  Final interview ');
      const list = insertAfterLastOfType(await editList(), added);
      const saved = await saveOk(list);
      expect(saved).toHaveLength(10);
      expectValid(saved);
      expect(byId(saved, added.id)).toEqual({
        ...added,
        order: 6,
        localizations: [
          { languageId: 'en', stageName: 'Final interview' },
          { languageId: 'pl', stageName: 'Final interview' },
        ],
      });
      expect(byId(saved, DEFAULT_STAGE_ID.hired).order).toBe(7);
      expect(byId(saved, DEFAULT_STAGE_ID.applicationRejected).order).toBe(10);

      const rejected = newStage(StageType.RejectedCustom, 'No show');
      const again = await saveOk(insertAfterLastOfType(saved, rejected));
      expect(byId(again, rejected.id).order).toBe(10);
      expect(byId(again, DEFAULT_STAGE_ID.applicationRejected).order).toBe(11);
    });

    it('renames a custom stage in one language', async () => {
      const list = (await editList()).map((stage) =>
        stage.id === DEFAULT_STAGE_ID.interview
          ? {
              ...stage,
              localizations: stage.localizations.map((localization) =>
                localization.languageId === 'pl'
                  ? { ...localization, stageName: 'Spotkanie' }
                  : localization,
              ),
            }
          : stage,
      );
      const saved = await saveOk(list);
      expect(byId(saved, DEFAULT_STAGE_ID.interview).localizations).toEqual([
        { languageId: 'en', stageName: 'Interview' },
        { languageId: 'pl', stageName: 'Spotkanie' },
      ]);
      const polish = await listStages('pl');
      expect(polish.find((stage) => stage.id === DEFAULT_STAGE_ID.interview)?.name).toBe(
        'Spotkanie',
      );
    });

    it('reorders stages within their group and keeps orders 1..n', async () => {
      const list = await editList();
      // Offer (5) to the top of the Custom group; Candidate withdrew (8) above Rejected by us (7).
      const offer = byId(list, DEFAULT_STAGE_ID.offer);
      const withdrew = byId(list, DEFAULT_STAGE_ID.candidateWithdrew);
      const reordered = renumber([
        byId(list, DEFAULT_STAGE_ID.new),
        offer,
        byId(list, DEFAULT_STAGE_ID.phoneScreening),
        byId(list, DEFAULT_STAGE_ID.interview),
        byId(list, DEFAULT_STAGE_ID.technicalTask),
        byId(list, DEFAULT_STAGE_ID.hired),
        withdrew,
        byId(list, DEFAULT_STAGE_ID.rejectedByUs),
        byId(list, DEFAULT_STAGE_ID.applicationRejected),
      ]);
      const saved = await saveOk(reordered);
      expect(saved.map(englishName)).toEqual([
        'New',
        'Offer',
        'Phone screening',
        'Interview',
        'Technical task',
        'Hired',
        'Candidate withdrew',
        'Rejected by us',
        'Application rejected',
      ]);
      expect((await listStages()).map((stage) => stage.id)).toEqual(saved.map((stage) => stage.id));
    });

    it('takes the order from the order field, not from the position in the list', async () => {
      const list = await editList();
      expect(await saveOk([...list].reverse())).toEqual(list);
    });

    it('destroys a removed stage nobody was ever in, and renumbers', async () => {
      const list = (await editList()).filter(
        (stage) => stage.id !== DEFAULT_STAGE_ID.technicalTask,
      );
      const saved = await saveOk(renumber(list));
      expect(saved).toHaveLength(8);
      expectValid(saved);
      const rows = await testApp.database.db
        .select()
        .from(recruitmentStages)
        .where(eq(recruitmentStages.id, DEFAULT_STAGE_ID.technicalTask));
      expect(rows).toEqual([]);
      expect((await listStages()).map((stage) => stage.id)).not.toContain(
        DEFAULT_STAGE_ID.technicalTask,
      );
    });

    it('keeps a removed stage that candidates are or were in, flagged deleted', async () => {
      const db = testApp.database.db;
      const current = await addCandidate(db, DEFAULT_STAGE_ID.interview);
      await addCandidate(db, DEFAULT_STAGE_ID.offer, {
        passedThrough: DEFAULT_STAGE_ID.phoneScreening,
      });
      const removed = [
        DEFAULT_STAGE_ID.interview,
        DEFAULT_STAGE_ID.phoneScreening,
        DEFAULT_STAGE_ID.rejectedByUs,
      ];
      const list = (await editList()).filter((stage) => !removed.includes(stage.id as never));
      const saved = await saveOk(renumber(list));
      expect(saved.map(englishName)).toEqual([
        'New',
        'Technical task',
        'Offer',
        'Hired',
        'Candidate withdrew',
        'Application rejected',
      ]);

      // Rejected by us had no candidates: destroyed. The other two stay, flagged, after the live ones.
      const all = await listStages();
      expect(all.map(({ name, order, isDeleted }) => ({ name, order, isDeleted }))).toEqual([
        { name: 'New', order: 1, isDeleted: false },
        { name: 'Technical task', order: 2, isDeleted: false },
        { name: 'Offer', order: 3, isDeleted: false },
        { name: 'Hired', order: 4, isDeleted: false },
        { name: 'Candidate withdrew', order: 5, isDeleted: false },
        { name: 'Application rejected', order: 6, isDeleted: false },
        { name: 'Phone screening', order: 7, isDeleted: true },
        { name: 'Interview', order: 8, isDeleted: true },
      ]);
      expect(await stageOfCandidate(db, current.recruiteeId)).toBe(DEFAULT_STAGE_ID.interview);

      // A later save with new stages renumbers the deleted ones after the live ones again.
      const grown = await saveOk(
        insertAfterLastOfType(saved, newStage(StageType.Custom, 'Assessment')),
      );
      expect(grown).toHaveLength(7);
      const deletedOrders = (await listStages())
        .filter((stage) => stage.isDeleted)
        .map((stage) => stage.order);
      expect(deletedOrders).toEqual([8, 9]);
    });

    it('brings a deleted stage back when a list names it again', async () => {
      await addCandidate(testApp.database.db, DEFAULT_STAGE_ID.interview);
      const original = await editList();
      await saveOk(renumber(original.filter((stage) => stage.id !== DEFAULT_STAGE_ID.interview)));
      expect(await saveOk(original)).toEqual(original);
      expect((await listStages()).every((stage) => !stage.isDeleted)).toBe(true);
    });
  });

  describe('refusing bad lists (400, nothing changes)', () => {
    /** A valid change (a rename and a new stage) mixed into every bad list below. */
    async function withValidChanges(): Promise<StageForEdit[]> {
      const list = (await editList()).map((stage) =>
        stage.id === DEFAULT_STAGE_ID.offer
          ? {
              ...stage,
              localizations: stage.localizations.map((l) => ({ ...l, stageName: 'Job offer' })),
            }
          : stage,
      );
      return insertAfterLastOfType(list, newStage(StageType.Custom, 'Reference check'));
    }

    const rename = (stage: StageForEdit, name: string): StageForEdit => ({
      ...stage,
      localizations: stage.localizations.map((l) =>
        l.languageId === 'en' ? { ...l, stageName: name } : l,
      ),
    });

    it('refuses renaming a fixed stage', async () => {
      for (const id of [
        DEFAULT_STAGE_ID.new,
        DEFAULT_STAGE_ID.hired,
        DEFAULT_STAGE_ID.applicationRejected,
      ]) {
        const list = await withValidChanges();
        await expectRefused(
          list.map((stage) => (stage.id === id ? rename(stage, 'Renamed') : stage)),
        );
      }
    });

    it('refuses deleting a fixed stage', async () => {
      for (const id of [
        DEFAULT_STAGE_ID.new,
        DEFAULT_STAGE_ID.hired,
        DEFAULT_STAGE_ID.applicationRejected,
      ]) {
        const list = await withValidChanges();
        await expectRefused(renumber(list.filter((stage) => stage.id !== id)));
      }
    });

    it('refuses moving a fixed stage out of place', async () => {
      const list = await withValidChanges();
      const hired = byId(list, DEFAULT_STAGE_ID.hired);
      const withoutHired = list.filter((stage) => stage !== hired);
      // Hired among the Custom stages, at the end, and first.
      await expectRefused(renumber([...withoutHired.slice(0, 3), hired, ...withoutHired.slice(3)]));
      await expectRefused(renumber([...withoutHired, hired]));
      await expectRefused(renumber([hired, ...withoutHired]));
      // New after the first Custom stage; Application rejected before the RejectedCustom ones.
      const [first, second, ...rest] = list;
      if (!first || !second) throw new Error('short list');
      await expectRefused(renumber([second, first, ...rest]));
      const last = list.at(-1);
      if (!last) throw new Error('short list');
      await expectRefused(renumber([...list.slice(0, -3), last, ...list.slice(-3, -1)]));
    });

    it('refuses adding a stage of a fixed type', async () => {
      for (const stageType of [StageType.New, StageType.Hired, StageType.RejectedApplication]) {
        const list = await withValidChanges();
        await expectRefused(insertAfterLastOfType(list, newStage(stageType, 'Another')));
      }
    });

    it('refuses changing the type of a stage', async () => {
      const list = await withValidChanges();
      // Custom -> RejectedCustom, placed where a RejectedCustom stage belongs.
      const offer = { ...byId(list, DEFAULT_STAGE_ID.offer), stageType: StageType.RejectedCustom };
      const others = list.filter((stage) => stage.id !== DEFAULT_STAGE_ID.offer);
      const hiredIndex = others.findIndex((stage) => stage.id === DEFAULT_STAGE_ID.hired);
      await expectRefused(
        renumber([...others.slice(0, hiredIndex + 1), offer, ...others.slice(hiredIndex + 1)]),
      );
      // Custom -> Hired in place.
      await expectRefused(
        list.map((stage) =>
          stage.id === DEFAULT_STAGE_ID.interview
            ? { ...stage, stageType: StageType.Hired }
            : stage,
        ),
      );
    });

    it('refuses a custom stage outside its group', async () => {
      const list = await withValidChanges();
      const interview = byId(list, DEFAULT_STAGE_ID.interview);
      const others = list.filter((stage) => stage !== interview);
      await expectRefused(renumber([...others.slice(0, -1), interview, ...others.slice(-1)]));
      const rejectedByUs = byId(list, DEFAULT_STAGE_ID.rejectedByUs);
      const rest = list.filter((stage) => stage !== rejectedByUs);
      await expectRefused(renumber([rest[0] as StageForEdit, rejectedByUs, ...rest.slice(1)]));
    });

    it('refuses orders that are not 1..n', async () => {
      const list = await withValidChanges();
      await expectRefused(list.map((stage) => ({ ...stage, order: stage.order + 1 })));
      await expectRefused(
        list.map((stage) => (stage.order === 3 ? { ...stage, order: 2 } : stage)),
      );
      await expectRefused(
        list.map((stage) => (stage.order === 3 ? { ...stage, order: 0 } : stage)),
      );
    });

    it('refuses a stage listed twice', async () => {
      const list = await withValidChanges();
      const interview = byId(list, DEFAULT_STAGE_ID.interview);
      await expectRefused(insertAfterLastOfType(list, { ...interview }));
    });

    it('refuses missing, unknown, repeated and blank names', async () => {
      const target = DEFAULT_STAGE_ID.interview;
      const variants: StageForEdit['localizations'][] = [
        [{ languageId: 'en', stageName: 'Interview' }],
        [
          { languageId: 'en', stageName: 'Interview' },
          { languageId: 'pl', stageName: 'Rozmowa' },
          { languageId: 'de', stageName: 'Gespräch' },
        ],
        [
          { languageId: 'en', stageName: 'Interview' },
          { languageId: 'en', stageName: 'Interview' },
        ],
        [
          { languageId: 'en', stageName: 'Interview' },
          { languageId: 'de', stageName: 'Gespräch' },
        ],
        [
          { languageId: 'en', stageName: '   ' },
          { languageId: 'pl', stageName: 'Rozmowa' },
        ],
        [
          { languageId: 'en', stageName: 'Interview' },
          { languageId: 'pl', stageName: '' },
        ],
        [],
      ];
      for (const localizations of variants) {
        const list = await withValidChanges();
        await expectRefused(
          list.map((stage) => (stage.id === target ? { ...stage, localizations } : stage)),
        );
      }
      const list = await withValidChanges();
      await expectRefused(
        insertAfterLastOfType(list, {
          ...newStage(StageType.Custom, 'x'),
          localizations: [{ languageId: 'en', stageName: 'Only English' }],
        }),
      );
    });

    it('refuses an empty list and malformed stages', async () => {
      await expectRefused([]);
      const list = await withValidChanges();
      await expectRefused(
        list.map((stage) => (stage.order === 2 ? { ...stage, id: 'not-a-uuid' } : stage)),
      );
      await expectRefused(
        list.map((stage) =>
          stage.order === 2 ? ({ ...stage, isDeleted: true } as StageForEdit) : stage,
        ),
      );
    });
  });

  it('leaves a valid list when two sessions save different lists at once', async () => {
    // A second session (stages are an administrator's, and one is enough to race).
    const other = await signedInHeaders(testApp.app);
    for (let round = 0; round < 3; round += 1) {
      const base = await editList();
      const added = insertAfterLastOfType(base, newStage(StageType.Custom, `Added ${round}`));
      const reordered = renumber(
        [...base].sort((a, b) => {
          const groupA = stageTypeGroupOrder.indexOf(a.stageType);
          const groupB = stageTypeGroupOrder.indexOf(b.stageType);
          return groupA - groupB || b.order - a.order; // reverse within each group
        }),
      ).filter((stage, index) => index !== 1 || stage.stageType !== StageType.Custom);
      const submitted = [added, renumber(reordered)];
      const responses = await Promise.all([
        save(submitted[0] as StageForEdit[]),
        save(submitted[1] as StageForEdit[], other),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const final = await editList();
      expectValid(final);
      expect(submitted).toContainEqual(final);
    }
  });
});
