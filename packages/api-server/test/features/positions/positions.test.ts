import type { Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_POSITIONS, seedReferenceData } from '../../../src/db/reference-data.ts';
import {
  atsUsers,
  positionLocalizations,
  positions,
  recruitments,
} from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';

type PositionForEdit = Schema<'PositionForEdit'>;

const englishNames = DEFAULT_POSITIONS.map((position) => position.names.en);
const polishNames = DEFAULT_POSITIONS.map((position) => position.names.pl);
/** The database's C collation, case-folded: code-point order of the lower-cased names. */
const sortedByName = (names: readonly string[]) =>
  [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
const idOf = (englishName: string) => {
  const position = DEFAULT_POSITIONS.find((candidate) => candidate.names.en === englishName);
  if (!position) throw new Error(`no position ${englishName}`);
  return position.id;
};
const nameIn = (position: PositionForEdit, languageId: string) =>
  position.localizations.find((localization) => localization.languageId === languageId)
    ?.positionName;

describe('recruitment positions', () => {
  const testApp = useTestApp();
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    headers = await signedInHeaders(testApp.app);
  });
  beforeEach(async () => {
    await testApp.database.db.transaction(async (tx) => {
      await tx.delete(recruitments);
      await tx.delete(positions);
      await seedReferenceData(tx);
    });
  });

  async function editPage(query: string, acceptLanguage = 'en') {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/RecruitmentPositions/edit${query}`,
      headers: { ...headers, 'accept-language': acceptLanguage },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Schema<'PositionsForEdit'>>().recruitmentPositionForEditViewDtos;
  }

  async function options(query: string, acceptLanguage = 'en') {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/RecruitmentPositions${query}`,
      headers: { ...headers, 'accept-language': acceptLanguage },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Schema<'PositionOptionPage'>>();
  }

  function edit(body: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/RecruitmentPositions/edit',
      headers,
      payload: body as Record<string, unknown>,
    });
  }

  function remove(positionId: string) {
    return testApp.app.inject({
      method: 'DELETE',
      url: `/api/RecruitmentPositions?PositionId=${positionId}`,
      headers,
    });
  }

  async function addPositions(count: number) {
    const rows = Array.from({ length: count }, (_, index) => ({
      id: crypto.randomUUID(),
      en: `Zz position ${String(index).padStart(2, '0')}`,
      pl: `Aa stanowisko ${String(index).padStart(2, '0')}`,
    }));
    await testApp.database.db.insert(positions).values(rows.map(({ id }) => ({ id })));
    await testApp.database.db.insert(positionLocalizations).values(
      rows.flatMap(({ id, en, pl }) => [
        { positionId: id, languageId: 'en', name: en },
        { positionId: id, languageId: 'pl', name: pl },
      ]),
    );
    return rows;
  }

  describe('settings list', () => {
    it('pages live positions, 20 by default from page 1, with every localization', async () => {
      const page = await editPage('');
      expect(page.pageNumber).toBe(1);
      expect(page.totalCount).toBe(10);
      expect(page.result.map((position) => nameIn(position, 'en'))).toEqual(
        sortedByName(englishNames),
      );
      expect(page.result[0]).toEqual({
        id: idOf('Accountant'),
        localizations: [
          { languageId: 'en', positionName: 'Accountant' },
          { languageId: 'pl', positionName: 'Księgowy' },
        ],
      });

      const added = await addPositions(15);
      const first = await editPage('?pageNumber=1');
      const second = await editPage('?pageNumber=2');
      expect(first.result).toHaveLength(20);
      expect(second).toMatchObject({ pageNumber: 2, totalCount: 25 });
      expect(second.result).toHaveLength(5);
      expect([...first.result, ...second.result].map((position) => nameIn(position, 'en'))).toEqual(
        sortedByName([...englishNames, ...added.map(({ en }) => en)]),
      );
      expect((await editPage('?pageNumber=3')).result).toEqual([]);
    });

    it('sorts by the name in the request language', async () => {
      await addPositions(2);
      const polish = await editPage('?pageSize=100', 'pl-PL,pl;q=0.9');
      expect(polish.result.map((position) => nameIn(position, 'pl'))).toEqual(
        sortedByName([...polishNames, 'Aa stanowisko 00', 'Aa stanowisko 01']),
      );
      expect(polish.result[0] && nameIn(polish.result[0], 'pl')).toBe('Aa stanowisko 00');
      const fallback = await editPage('?pageSize=100', 'fr');
      expect(
        fallback.result.at(-1) && nameIn(fallback.result.at(-1) as PositionForEdit, 'en'),
      ).toBe('Zz position 01');
    });

    it('reads pages of any size in a stable order', async () => {
      await addPositions(7);
      const whole = await editPage('?pageSize=100');
      const pieces: PositionForEdit[] = [];
      for (let pageNumber = 1; pageNumber <= 6; pageNumber += 1) {
        const page = await editPage(`?pageNumber=${pageNumber}&pageSize=3`);
        expect(page).toMatchObject({ pageNumber, totalCount: 17 });
        pieces.push(...page.result);
      }
      expect(pieces).toEqual(whole.result);
    });

    it('refuses bad paging with 400', async () => {
      for (const query of ['?pageNumber=0', '?pageSize=0', '?pageSize=1001', '?pageNumber=x']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/RecruitmentPositions/edit${query}`,
          headers,
        });
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  describe('edit', () => {
    it('replaces the localizations and answers the saved position with 200', async () => {
      const id = idOf('QA Engineer');
      const response = await edit({
        positionId: id,
        localizations: [
          { languageId: 'pl', positionName: ' Tester oprogramowania ' },
          { languageId: 'en', positionName: 'Software Tester' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = {
        id,
        localizations: [
          { languageId: 'en', positionName: 'Software Tester' },
          { languageId: 'pl', positionName: 'Tester oprogramowania' },
        ],
      };
      expect(response.json()).toEqual(saved);
      expect((await editPage('?pageSize=100')).result).toContainEqual(saved);
      const polish = await options('?startingWith=tester', 'pl');
      expect(polish.result).toEqual([{ id, localizedPositionName: 'Tester oprogramowania' }]);
    });

    it('refuses a missing, blank, unknown or repeated name with 400 and changes nothing', async () => {
      const id = idOf('QA Engineer');
      const before = await editPage('?pageSize=100');
      const bodies = [
        { positionId: id, localizations: [{ languageId: 'en', positionName: 'Tester' }] },
        {
          positionId: id,
          localizations: [
            { languageId: 'en', positionName: '  ' },
            { languageId: 'pl', positionName: 'Tester' },
          ],
        },
        {
          positionId: id,
          localizations: [
            { languageId: 'en', positionName: 'Tester' },
            { languageId: 'pl', positionName: '' },
          ],
        },
        {
          positionId: id,
          localizations: [
            { languageId: 'en', positionName: 'Tester' },
            { languageId: 'de', positionName: 'Tester' },
          ],
        },
        {
          positionId: id,
          localizations: [
            { languageId: 'en', positionName: 'Tester' },
            { languageId: 'en', positionName: 'Tester' },
          ],
        },
        {
          positionId: id,
          localizations: [
            { languageId: 'en', positionName: 'Tester' },
            { languageId: 'pl', positionName: 'Tester' },
            { languageId: 'de', positionName: 'Tester' },
          ],
        },
        { positionId: id, localizations: [] },
        { positionId: 'not-a-uuid', localizations: [{ languageId: 'en', positionName: 'Tester' }] },
      ];
      for (const body of bodies) {
        const response = await edit(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
      }
      expect(await editPage('?pageSize=100')).toEqual(before);
    });

    it('answers 404 for an unknown or deleted position', async () => {
      const localizations = [
        { languageId: 'en', positionName: 'Tester' },
        { languageId: 'pl', positionName: 'Tester' },
      ];
      const unknown = await edit({ positionId: crypto.randomUUID(), localizations });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 404, message: errorCatalogue[404] });
      const id = idOf('Accountant');
      expect((await remove(id)).statusCode).toBe(200);
      expect((await edit({ positionId: id, localizations })).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('hides the position from new choices but keeps it for existing recruitments', async () => {
      const db = testApp.database.db;
      const id = idOf('Data Analyst');
      const [owner] = await db.select({ id: atsUsers.id }).from(atsUsers).limit(1);
      if (!owner) throw new Error('no user');
      const [recruitment] = await db
        .insert(recruitments)
        .values({ title: 'Analyst', ownerId: owner.id, positionId: id })
        .returning({ id: recruitments.id });

      const response = await remove(id);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');

      const page = await editPage('?pageSize=100');
      expect(page.totalCount).toBe(9);
      expect(page.result.map((position) => position.id)).not.toContain(id);
      expect((await options('?startingWith=data')).result).toEqual([]);
      expect((await options('')).result.map((option) => option.id)).not.toContain(id);

      // The recruitment still points at the position, whose names are kept.
      const [kept] = await db
        .select({ positionId: recruitments.positionId, name: positionLocalizations.name })
        .from(recruitments)
        .innerJoin(
          positionLocalizations,
          eq(positionLocalizations.positionId, recruitments.positionId),
        )
        .where(eq(recruitments.id, recruitment?.id ?? ''))
        .orderBy(positionLocalizations.languageId);
      expect(kept).toEqual({ positionId: id, name: 'Data Analyst' });
    });

    it('answers 404 for an unknown or already deleted position', async () => {
      const unknown = await remove(crypto.randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 404, message: errorCatalogue[404] });
      const id = idOf('UX Designer');
      expect((await remove(id)).statusCode).toBe(200);
      expect((await remove(id)).statusCode).toBe(404);
      expect((await remove('not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('autocomplete', () => {
    it('lists positions starting with the text, case-insensitively, in the request language', async () => {
      expect(await options('?startingWith=pro')).toEqual({
        result: [{ id: idOf('Product Manager'), localizedPositionName: 'Product Manager' }],
        totalCount: 1,
        pageNumber: 1,
      });
      const polish = await options('?startingWith=PRO', 'pl');
      expect(polish.result.map((option) => option.localizedPositionName)).toEqual([
        'Programista backend',
        'Programista frontend',
        'Projektant UX',
      ]);
      expect((await options('?startingWith=inż', 'pl')).totalCount).toBe(3);
      expect((await options('?startingWith=engineer')).result).toEqual([]);
    });

    it('treats LIKE wildcards as text and pages the answer', async () => {
      expect((await options('?startingWith=%25')).result).toEqual([]);
      expect((await options('?startingWith=_')).result).toEqual([]);
      const all = await options('');
      expect(all.totalCount).toBe(10);
      expect(all.result.map((option) => option.localizedPositionName)).toEqual(
        sortedByName(englishNames),
      );
      const second = await options('?page=2&pageSize=4');
      expect(second).toEqual({ result: all.result.slice(4, 8), totalCount: 10, pageNumber: 2 });
    });
  });

  it('answers 401 when signed out', async () => {
    const requests = [
      { method: 'GET', url: '/api/RecruitmentPositions' },
      { method: 'GET', url: '/api/RecruitmentPositions/edit' },
      {
        method: 'POST',
        url: '/api/RecruitmentPositions/edit',
        payload: {
          positionId: idOf('Accountant'),
          localizations: [
            { languageId: 'en', positionName: 'A' },
            { languageId: 'pl', positionName: 'A' },
          ],
        },
      },
      { method: 'DELETE', url: `/api/RecruitmentPositions?PositionId=${idOf('Accountant')}` },
    ] as const;
    for (const request of requests) {
      const response = await testApp.app.inject({
        ...request,
        headers: { origin: headers.origin },
      });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: errorCatalogue[401] });
    }
    expect((await editPage('')).totalCount).toBe(10);
  });
});
