import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID, LANGUAGE } from '../../../src/db/reference-data.ts';
import { accessLog } from '../../../src/db/schema/index.ts';
import { csvCell } from '../../../src/features/candidates/export/csv.ts';
import {
  type ExportCursor,
  selectAllCandidatesExportPage,
} from '../../../src/features/candidates/export/rows.ts';
import type { Role } from '../../support/accounts.ts';
import { bearer, makeApiToken } from '../../support/api-tokens.ts';
import { useTestApp } from '../../support/app.ts';
import { expectError } from '../../support/responses.ts';
import {
  createWorld,
  get,
  insertApplication,
  insertRecruitee,
  query,
  type World,
} from './fixtures.ts';

type Parameters = Record<string, string | number | readonly (string | number)[]>;

/** The CSV's records as arrays of cells (RFC 4180 quoting), the BOM checked and removed. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.slice(1);
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  expect(cell).toBe('');
  expect(record).toEqual([]);
  return records;
}

describe('exporting candidates lists', () => {
  const testApp = useTestApp();
  let world: World;
  let eve: string;
  const hyperlink = '=HYPERLINK("http://evil.example/?q=1","Click, please")';

  beforeAll(async () => {
    world = await createWorld(testApp);
    // A name that spreadsheets would run as a formula, applying to "frontend" on day 7.
    eve = await insertRecruitee(testApp, {
      firstName: hyperlink,
      lastName: '+48 Ewa',
      email: 'eve@example.com',
      phoneNumber: '-1',
    });
    await insertApplication(testApp, {
      recruitmentId: world.recruitments.frontend,
      recruiteeId: eve,
      createdAt: world.day(7),
    });
  });

  const exportAll = (parameters: Parameters, role: Role) =>
    get(testApp, `/api/Recruitees/Export?${query(parameters)}`, world.cookies[role]);
  const exportRecruitment = (parameters: Parameters, role: Role) =>
    get(
      testApp,
      `/api/RecruitmentRecruitees/Export?${query({ recruitmentId: world.recruitments.backend, ...parameters })}`,
      world.cookies[role],
    );

  it('sends CSV with a BOM as an attachment named after the list and the day', async () => {
    const response = await exportAll({}, 'owner');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="candidates - ${today}.csv"; filename*=UTF-8''candidates%20-%20${today}.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = parseCsv(response.body);
    expect(header).toEqual(['First name', 'Last name', 'E-mail', 'Phone', 'Application date']);
  });

  it("gives a hiring manager their recruitments' candidates only, with the details they may see", async () => {
    const response = await exportAll(
      {
        columns: ['lastName', 'email', 'phoneNumber', 'applicationDate', 'recruitment', 'stage'],
      },
      'hiringManager',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(parseCsv(response.body)).toEqual([
      ['Last name', 'E-mail', 'Phone', 'Application date', 'Recruitment', 'Stage'],
      // Bob's frontend application (day 6) is not theirs: the backend one (day 5) gives the details.
      [
        'Łukasiewicz',
        'bob.l@example.org',
        '',
        world.day(5).toISOString(),
        'Backend developer – Payments',
        'Interview',
      ],
      [
        'Charisse',
        'cyd@example.net',
        // A leading + would be read as a formula: a phone number is written as text too.
        "'+44 7700 900123",
        world.day(3).toISOString(),
        'Backend developer – Payments',
        'Hired',
      ],
      [
        'Lovelace',
        'ada@example.com',
        "'+48 600 100 200",
        world.day(1).toISOString(),
        'Backend developer – Payments',
        'New',
      ],
    ]);
  });

  it('gives the scores and source of the newest application the caller may see', async () => {
    const response = await exportAll(
      { columns: ['firstName', 'averageScore', 'myScore', 'source', 'stageEnteredDate'] },
      'hiringManager',
    );
    expect(parseCsv(response.body)).toEqual([
      ['First name', 'Average score', 'My score', 'Source', 'In stage since'],
      ['Bob', '3', '0', 'applied', world.day(2).toISOString()],
      ['Cyd', '1', '2', 'applied', world.day(3).toISOString()],
      // 4.5 rounds to 5.
      ['Ada', '5', '0', 'applied', world.day(1).toISOString()],
    ]);
  });

  it('leaves the details empty where the list shows none (not on the staff), and honours the search', async () => {
    const response = await exportAll(
      { SearchQuery: 'dan_100', columns: ['firstName', 'applicationDate', 'stage', 'myScore'] },
      'owner',
    );
    expect(parseCsv(response.body)).toEqual([
      ['First name', 'Application date', 'Stage', 'My score'],
      ['Dan', '', '', ''],
    ]);
  });

  it('writes a would-be formula as text', async () => {
    const response = await exportAll(
      { SearchQuery: 'eve@', columns: ['firstName', 'lastName', 'phoneNumber', 'email'] },
      'otherRecruiter',
    );
    const rows = parseCsv(response.body);
    expect(rows[1]).toEqual([`'${hyperlink}`, "'+48 Ewa", "'-1", 'eve@example.com']);
    // Quoted, as its comma and quotes ask.
    expect(response.body).toContain(
      `"'=HYPERLINK(""http://evil.example/?q=1"",""Click, please"")"`,
    );
    for (const start of ['=1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(start)).toMatch(/^"?'/);
    }
    expect(csvCell('Łódź')).toBe('Łódź');
  });

  it("exports a recruitment's candidates with its filters and the chosen columns only", async () => {
    const response = await exportRecruitment(
      { RecruitmentStageIds: [DEFAULT_STAGE_ID.interview, DEFAULT_STAGE_ID.hired] },
      'teamMember',
    );
    expect(parseCsv(response.body)).toEqual([
      ['First name', 'Last name', 'E-mail', 'Phone', 'Stage', 'Application date', 'Average score'],
      ['Bob', 'Łukasiewicz', 'bob.l@example.org', '', 'Interview', world.day(5).toISOString(), '3'],
      [
        'Cyd',
        'Charisse',
        'cyd@example.net',
        "'+44 7700 900123",
        'Hired',
        world.day(3).toISOString(),
        '1',
      ],
    ]);
    const scored = await exportRecruitment(
      {
        RecruitmentRecruiteeScores: [1, 5],
        columns: ['firstName', 'averageScore', 'myScore', 'source', 'stageEnteredDate'],
      },
      'owner',
    );
    expect(parseCsv(scored.body)).toEqual([
      ['First name', 'Average score', 'My score', 'Source', 'In stage since'],
      ['Cyd', '1', '1', 'applied', world.day(3).toISOString()],
      ['Ada', '5', '5', 'applied', world.day(1).toISOString()],
    ]);
    const searched = await exportRecruitment(
      { SearchQuery: 'łukasie', columns: ['lastName'] },
      'hiringManager',
    );
    expect(parseCsv(searched.body)).toEqual([['Last name'], ['Łukasiewicz']]);
  });

  it("refuses a recruitment's export to staff not on it, and an unknown one", async () => {
    await expectError(
      await get(
        testApp,
        `/api/RecruitmentRecruitees/Export?recruitmentId=${world.recruitments.frontend}`,
        world.cookies.hiringManager,
      ),
      403,
    );
    await expectError(
      await get(
        testApp,
        '/api/RecruitmentRecruitees/Export?recruitmentId=00000000-0000-4000-8000-000000000000',
        world.cookies.owner,
      ),
      404,
    );
    await expectError(await exportAll({ columns: ['salary'] }, 'owner'), 400);
  });

  it("records each exported candidate in their access log, naming an API token's export", async () => {
    const before = await listExportsOf(world.recruitees.cyd);
    const response = await exportRecruitment(
      { RecruitmentStageIds: ['00000000-0000-0000-0000-000000000000'] },
      'owner',
    );
    expect(response.statusCode).toBe(200);
    expect(await listExportsOf(world.recruitees.cyd)).toEqual(before);

    const { token, secret } = await makeApiToken(testApp.app, world.cookies.teamMember, {
      name: 'Spreadsheet sync',
      scopes: ['candidates:read', 'personalData'],
    });
    const byToken = await get(
      testApp,
      `/api/RecruitmentRecruitees/Export?${query({ recruitmentId: world.recruitments.backend, SearchQuery: 'cyd' })}`,
      null,
      bearer(secret),
    );
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(parseCsv(byToken.body)).toHaveLength(2);
    const after = await listExportsOf(world.recruitees.cyd);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({ userId: world.ids.teamMember, apiTokenId: token.id });

    // In the candidate's access log as the app shows it.
    const log = await get(
      testApp,
      `/api/Recruitees/${world.recruitees.cyd}/AccessLog`,
      world.cookies.owner,
    );
    expect(log.json().result[0]).toMatchObject({
      kind: 'listExport',
      userId: world.ids.teamMember,
      apiToken: { id: token.id, name: 'Spreadsheet sync' },
    });
  });

  it('refuses a token without the personalData scope, and records nothing', async () => {
    const before = await listExportsOf(world.recruitees.ada);
    const { secret } = await makeApiToken(testApp.app, world.cookies.owner, {
      scopes: ['candidates:read'],
    });
    for (const url of [
      '/api/Recruitees/Export',
      `/api/RecruitmentRecruitees/Export?recruitmentId=${world.recruitments.backend}`,
    ]) {
      await expectError(await get(testApp, url, null, bearer(secret)), 403);
    }
    expect(await listExportsOf(world.recruitees.ada)).toEqual(before);
  });

  it('reads page after page by the list order, ties broken by id, every row once', async () => {
    // Two more candidates applying at the very same instant as Eve.
    const twins = [
      await insertRecruitee(testApp, {
        firstName: 'Twin',
        lastName: 'One',
        email: 't1@example.com',
        phoneNumber: '',
      }),
      await insertRecruitee(testApp, {
        firstName: 'Twin',
        lastName: 'Two',
        email: 't2@example.com',
        phoneNumber: '',
      }),
    ];
    for (const recruiteeId of twins) {
      await insertApplication(testApp, {
        recruitmentId: world.recruitments.frontend,
        recruiteeId,
        createdAt: world.day(7),
      });
    }
    const seen: string[] = [];
    let cursor: ExportCursor | null = null;
    let pages = 0;
    do {
      const page = await selectAllCandidatesExportPage(
        testApp.database.db,
        {
          user: { id: world.ids.owner, role: 'Administrator' },
          searchQuery: undefined,
          language: LANGUAGE.english,
          pageSize: 2,
        },
        cursor,
      );
      seen.push(...page.rows.map((row) => row.recruiteeId));
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 10);
    const { ada, bob, cyd, dan } = world.recruitees;
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(3)).toEqual([bob, dan, cyd, ada]);
    expect(new Set(seen.slice(0, 3))).toEqual(new Set([eve, ...twins]));
  });

  async function listExportsOf(recruiteeId: string) {
    return testApp.database.db
      .select({ userId: accessLog.userId, apiTokenId: accessLog.apiTokenId })
      .from(accessLog)
      .where(and(eq(accessLog.recruiteeId, recruiteeId), eq(accessLog.kind, 'listExport')))
      .orderBy(accessLog.accessedAt);
  }
});
