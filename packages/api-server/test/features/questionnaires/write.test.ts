import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  questionnaires,
  questionnaireVersions,
  recruitments,
} from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import {
  addBody,
  type Element,
  everyElementType,
  insertRecruitment,
  numbered,
  QuestionnaireApi,
  resumeOnly,
  type Structure,
} from './fixtures.ts';

describe('questionnaire add, edit and get', () => {
  const testApp = useTestApp();
  let api: QuestionnaireApi;
  let recruiterId: string;

  const readRow = async (id: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, id));
    return row;
  };
  const readVersions = (id: string) =>
    testApp.database.db
      .select()
      .from(questionnaireVersions)
      .where(eq(questionnaireVersions.questionnaireId, id))
      .orderBy(asc(questionnaireVersions.version));

  beforeAll(async () => {
    api = new QuestionnaireApi(testApp, await signedInHeaders(testApp.app));
    recruiterId = await userIdByEmail(testApp, 'recruiter@example.com');
  });

  it('keeps every element type, with options, pages and sections, through add, get and edit', async () => {
    const elements = everyElementType();
    expect(new Set(elements.map((element) => element.$type)).size).toBe(14);
    const before = Date.now();
    const id = await api.add({
      questionnaireName: '  Every element  ',
      isDraft: true,
      questionnaireStructure: { elements },
    });

    const created = await api.get(id);
    expect(created).toEqual({
      id,
      name: 'Every element',
      status: 0,
      usageCount: 0,
      lastEdited: expect.any(String),
      createdByListView: { id: recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
      structure: { elements },
    });
    expect(Date.parse(created.lastEdited)).toBeGreaterThanOrEqual(before - 60_000);

    // Reordered: the last page moves first, and a choice gains an option.
    const reordered = [...elements.slice(8), ...elements.slice(0, 8)].map(
      (element, index): Element => ({
        ...element,
        order: index + 1,
        pageNumber: index < 6 ? 1 : 2,
        sectionNumber: index < 6 ? 1 : index < 11 ? 1 : 2,
        ...(element.$type === 'MultipleChoice'
          ? { options: { ...element.options, '3': 'Deutsch' } }
          : {}),
      }),
    );
    await api.edit(id, {
      questionnaireName: 'Every element, reordered',
      isDraft: true,
      questionnaireStructure: { elements: reordered },
    });
    const edited = await api.get(id);
    expect(edited.name).toBe('Every element, reordered');
    expect(edited.structure).toEqual({ elements: reordered });
    expect(Date.parse(edited.lastEdited)).toBeGreaterThanOrEqual(Date.parse(created.lastEdited));
  });

  it('writes a new version at each save, and a recruitment keeps reading the version it froze', async () => {
    const version1: Structure = { elements: everyElementType() };
    const id = await api.add({ isDraft: false, questionnaireStructure: version1 });
    const recruitmentId = await insertRecruitment(testApp, {
      questionnaireId: id,
      questionnaireVersion: 1,
      ownerId: recruiterId,
    });

    const version2 = resumeOnly('CV, please');
    await api.edit(id, { isDraft: false, questionnaireStructure: version2 });
    const version3: Structure = { elements: everyElementType().slice(2, 5) };
    version3.elements = numbered(version3.elements);
    await api.edit(id, { isDraft: false, questionnaireStructure: version3 });

    expect(await readRow(id)).toMatchObject({ version: 3, status: 1, structure: version3 });
    const versions = await readVersions(id);
    expect(versions.map((row) => [row.version, row.structure])).toEqual([
      [1, version1],
      [2, version2],
      [3, version3],
    ]);
    expect((await api.get(id)).structure).toEqual(version3);

    const [frozen] = await testApp.database.db
      .select({ structure: questionnaireVersions.structure })
      .from(recruitments)
      .innerJoin(
        questionnaireVersions,
        and(
          eq(questionnaireVersions.questionnaireId, recruitments.questionnaireId),
          eq(questionnaireVersions.version, recruitments.questionnaireVersion),
        ),
      )
      .where(eq(recruitments.id, recruitmentId));
    expect(frozen?.structure).toEqual(version1);
  });

  it('moves a saved questionnaire to the top of the list with a new lastEdited', async () => {
    const older = await api.add({ questionnaireName: 'Older form' });
    await api.add({ questionnaireName: 'Newer form' });
    await testApp.database.db
      .update(questionnaires)
      .set({ lastEdited: new Date('2020-01-01T00:00:00Z') })
      .where(eq(questionnaires.id, older));
    expect((await api.list()).result[0]?.name).not.toBe('Older form');

    await api.edit(older, { questionnaireName: 'Older form' });
    const [top] = (await api.list()).result;
    expect(top?.id).toBe(older);
    expect(Date.parse(top?.lastEdited ?? '')).toBeGreaterThan(Date.parse('2020-01-02T00:00:00Z'));
  });

  it('saves as draft or activates, and never takes an active questionnaire back to draft', async () => {
    const id = await api.add({ isDraft: true });
    expect((await api.get(id)).status).toBe(0);
    await api.edit(id, { isDraft: true });
    expect((await api.get(id)).status).toBe(0);
    await api.edit(id, { isDraft: false });
    expect((await api.get(id)).status).toBe(1);
    await api.edit(id, { isDraft: false, questionnaireName: 'Still active' });
    expect(await api.get(id)).toMatchObject({ status: 1, name: 'Still active' });

    const rowBefore = await readRow(id);
    const response = await api.editRaw({ id, ...addBody({ isDraft: true }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    expect(await readRow(id)).toEqual(rowBefore);
    expect(await readVersions(id)).toHaveLength(4);

    const activeFromStart = await api.add({ isDraft: false });
    expect((await api.get(activeFromStart)).status).toBe(1);
  });

  it('refuses to edit a deleted questionnaire, but still answers it by id', async () => {
    const id = await api.add({ questionnaireName: 'To be deleted' });
    expect((await api.delete(id)).statusCode).toBe(204);
    const rowBefore = await readRow(id);

    for (const isDraft of [true, false]) {
      const response = await api.editRaw({ id, ...addBody({ isDraft }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    }
    expect(await readRow(id)).toEqual(rowBefore);
    expect(await readVersions(id)).toHaveLength(1);
    expect(await api.get(id)).toMatchObject({ id, status: 2, name: 'To be deleted' });
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    for (const response of [
      await api.getRaw(unknownId),
      await api.editRaw({ id: unknownId, ...addBody() }),
      await api.delete(unknownId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: errorCatalogue[404] });
    }
    expect((await api.getRaw('not-a-uuid')).statusCode).toBe(400);
    expect((await api.delete('not-a-uuid')).statusCode).toBe(400);
  });

  describe('refuses a broken questionnaire with 400 and changes nothing', () => {
    const valid = () => everyElementType();
    /** A copy of the valid structure with one element changed. */
    const changing = (index: number, change: Record<string, unknown>) =>
      valid().map((element, at) => (at === index ? { ...element, ...change } : element));
    const typeIndex = (type: Element['$type']) =>
      valid().findIndex((element) => element.$type === type);

    const brokenBodies: Array<[string, Record<string, unknown>]> = [
      ['a blank name', { questionnaireName: '   ' }],
      ['an empty name', { questionnaireName: '' }],
      ['no name', { questionnaireName: undefined }],
      ['no isDraft', { isDraft: undefined }],
      ['isDraft as a string', { isDraft: 'true' }],
      ['no structure', { questionnaireStructure: undefined }],
      ['no elements', { questionnaireStructure: { elements: [] } }],
      [
        'no Resume element',
        {
          questionnaireStructure: {
            elements: valid()
              .filter((element) => element.$type !== 'Resume')
              .map((element, index) => ({ ...element, order: index + 1 })),
          },
        },
      ],
      [
        'a repeated element id',
        {
          questionnaireStructure: {
            elements: valid().map((element, index, all) =>
              index === 3 ? { ...element, id: all[2]?.id } : element,
            ),
          },
        },
      ],
      ['an order gap', { questionnaireStructure: { elements: changing(4, { order: 6 }) } }],
      [
        'orders out of sequence',
        { questionnaireStructure: { elements: changing(0, { order: 2 }) } },
      ],
      ['order 0', { questionnaireStructure: { elements: changing(0, { order: 0 }) } }],
      [
        'a first page of 2',
        { questionnaireStructure: { elements: changing(0, { pageNumber: 2 }) } },
      ],
      [
        'a first section of 2',
        { questionnaireStructure: { elements: changing(0, { sectionNumber: 2 }) } },
      ],
      [
        'a skipped section',
        { questionnaireStructure: { elements: changing(5, { sectionNumber: 3 }) } },
      ],
      ['a skipped page', { questionnaireStructure: { elements: changing(8, { pageNumber: 3 }) } }],
      [
        'a page that does not start at section 1',
        { questionnaireStructure: { elements: changing(8, { sectionNumber: 2 }) } },
      ],
      [
        'a page going back',
        {
          questionnaireStructure: {
            elements: changing(9, { pageNumber: 1, sectionNumber: 2 }),
          },
        },
      ],
      [
        'a section going back',
        { questionnaireStructure: { elements: changing(6, { sectionNumber: 1 }) } },
      ],
      [
        'a blank single-line question',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('SingleLineText'), { question: ' ' }),
          },
        },
      ],
      [
        'a blank address question',
        {
          questionnaireStructure: { elements: changing(typeIndex('Address'), { question: '\t' }) },
        },
      ],
      [
        'a blank attachment question',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('Attachment'), { question: '  ' }),
          },
        },
      ],
      [
        'an empty resume question',
        { questionnaireStructure: { elements: changing(typeIndex('Resume'), { question: '' }) } },
      ],
      [
        'a blank header text',
        { questionnaireStructure: { elements: changing(typeIndex('Header'), { text: '  ' }) } },
      ],
      [
        'a blank paragraph text',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('TextParagraph'), { text: ' \n ' }),
          },
        },
      ],
      [
        'a header with a question',
        {
          questionnaireStructure: { elements: changing(typeIndex('Header'), { question: 'Why?' }) },
        },
      ],
      [
        'a choice without options',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('SingleChoice'), { options: {} }),
          },
        },
      ],
      [
        'a choice with a blank option',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('MultipleChoice'), { options: { '1': 'Yes', '2': ' ' } }),
          },
        },
      ],
      [
        'a choice with an empty option',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('MultipleChoice'), { options: { '1': '' } }),
          },
        },
      ],
      [
        'option keys with a gap',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('SingleChoice'), { options: { '1': 'A', '3': 'C' } }),
          },
        },
      ],
      [
        'an option key of 0',
        {
          questionnaireStructure: {
            elements: changing(typeIndex('SingleChoice'), { options: { '0': 'A' } }),
          },
        },
      ],
      [
        'a page break element',
        {
          questionnaireStructure: {
            elements: [
              ...valid(),
              { $type: 'PageBreak', id: randomUUID(), order: 15, pageNumber: 2, sectionNumber: 1 },
            ],
          },
        },
      ],
      [
        'an element id that is not a UUID',
        { questionnaireStructure: { elements: changing(0, { id: 'x1' }) } },
      ],
      ['an unknown field', { description: 'not in the contract' }],
    ];

    const withChange = (change: Record<string, unknown>) => {
      const body: Record<string, unknown> = {
        ...addBody({ questionnaireStructure: { elements: valid() } }),
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      return body;
    };

    it('on add', async () => {
      const countRows = async () => {
        const [row] = await testApp.database.db.select({ rows: count() }).from(questionnaires);
        return row?.rows;
      };
      expect((await api.addRaw(withChange({}))).statusCode).toBe(200);
      const rowsBefore = await countRows();
      for (const [reason, change] of brokenBodies) {
        const response = await api.addRaw(withChange(change));
        expect(response.statusCode, reason).toBe(400);
        expect(response.json(), reason).toEqual({ status: 400, message: errorCatalogue[400] });
      }
      expect(await countRows()).toBe(rowsBefore);
    });

    it('on edit', async () => {
      const id = await api.add({ questionnaireStructure: { elements: valid() } });
      const rowBefore = await readRow(id);
      for (const [reason, change] of brokenBodies) {
        const response = await api.editRaw({ id, ...withChange(change) });
        expect(response.statusCode, reason).toBe(400);
        expect(response.json(), reason).toEqual({ status: 400, message: errorCatalogue[400] });
      }
      expect(await readRow(id)).toEqual(rowBefore);
      expect(await readVersions(id)).toHaveLength(1);
    });
  });
});
