import { beforeAll, describe, expect, it } from 'vitest';
import { keywords } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { createContext, fullBody, RecruitmentApi } from './fixtures.ts';

type KeywordPage = { result: string[]; totalCount: number; pageNumber: number };

describe('keyword suggestions', () => {
  const testApp = useTestApp();
  let api: RecruitmentApi;

  const suggest = async (query: Record<string, string | number> = {}): Promise<KeywordPage> => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    const response = await api.send('GET', `/api/Keywords?${search}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    const context = await createContext(testApp);
    api = new RecruitmentApi(testApp, await signedInHeaders(testApp.app));
    // Keywords arrive through recruitments, de-duplicated case-insensitively.
    await context.recruiterApi.add(
      fullBody(
        { questionnaireId: context.questionnaireId, ownerId: context.recruiterId },
        { keywords: ['TypeScript', 'typescript', 'Terraform', 'Testing', 'Go'] },
      ),
    );
    await testApp.database.db
      .insert(keywords)
      .values(
        ['T-SQL', 'T_SQL helper', 'Tailwind', 'Tkinter', 'tRPC', 'Twig', 'Three.js', 'TDD'].map(
          (name) => ({ name }),
        ),
      );
    await testApp.database.db
      .insert(keywords)
      .values([{ name: '100% remote' }, { name: '100 days' }, { name: 'Łódź office' }]);
  });

  it('suggests keywords starting with the text, case-insensitively, 10 by default', async () => {
    const page = await suggest({ startingWith: 't' });
    expect(page.totalCount).toBe(11);
    expect(page.pageNumber).toBe(1);
    // Byte order of the lower-cased names.
    expect(page.result).toEqual([
      'T-SQL',
      'T_SQL helper',
      'Tailwind',
      'TDD',
      'Terraform',
      'Testing',
      'Three.js',
      'Tkinter',
      'tRPC',
      'Twig',
    ]);
    const page2 = await suggest({ startingWith: 'T', page: 2 });
    expect(page2).toEqual({ result: ['TypeScript'], totalCount: 11, pageNumber: 2 });
  });

  it('takes % and _ literally', async () => {
    expect((await suggest({ startingWith: '100%' })).result).toEqual(['100% remote']);
    expect((await suggest({ startingWith: 't_' })).result).toEqual(['T_SQL helper']);
    expect((await suggest({ startingWith: 'łÓ' })).result).toEqual(['Łódź office']);
  });

  it('lists every keyword without a prefix, and pages by pageSize', async () => {
    const all = await suggest({ pageSize: 100 });
    expect(all.totalCount).toBe(all.result.length);
    expect(all.result.filter((name) => name.toLowerCase() === 'typescript')).toEqual([
      'TypeScript',
    ]);
    const second = await suggest({ startingWith: 't', page: 2, pageSize: 5 });
    expect(second.result).toEqual(['Testing', 'Three.js', 'Tkinter', 'tRPC', 'Twig']);
    expect((await api.send('GET', '/api/Keywords?pageSize=1001')).statusCode).toBe(400);
  });
});
