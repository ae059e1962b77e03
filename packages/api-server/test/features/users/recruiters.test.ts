import { beforeAll, describe, expect, it } from 'vitest';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { insertStaff, RecruitmentApi } from '../recruitments/fixtures.ts';

type Recruiter = {
  recruiterATSUserId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
};
type RecruiterPage = { result: Recruiter[]; totalCount: number; pageNumber: number };

describe('recruiter picker', () => {
  const testApp = useTestApp();
  let api: RecruitmentApi;
  let recruiterId: string;
  const ids: Record<string, string> = {};

  const recruiters = async (query = ''): Promise<RecruiterPage> => {
    const response = await api.send('GET', `/api/ATSUsers/Recruiters${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = (page: RecruiterPage) =>
    page.result.map((recruiter) => `${recruiter.lastName}, ${recruiter.firstName}`);

  beforeAll(async () => {
    api = new RecruitmentApi(testApp, await signedInHeaders(testApp.app));
    recruiterId = await userIdByEmail(testApp, 'recruiter@example.com');
    ids.zofia = await insertStaff(testApp, 'Zofia', 'Adamska', { avatar: true });
    ids.adam = await insertStaff(testApp, 'Adam', 'Adamski');
    ids.bartosz = await insertStaff(testApp, 'Bartosz', 'Adamska');
    ids.percent = await insertStaff(testApp, 'Ola', '100%Nowak');
  });

  it('lists staff by last name, then first name, with avatar URLs', async () => {
    const page = await recruiters();
    expect(page.pageNumber).toBe(1);
    expect(names(page)).toEqual([
      '100%Nowak, Ola',
      'Adamska, Bartosz',
      'Adamska, Zofia',
      'Adamski, Adam',
      'Kowalska, Anna', // the signed-in recruiter, with her demo avatar
    ]);
    expect(page.totalCount).toBe(5);
    expect(page.result.find((row) => row.recruiterATSUserId === ids.zofia)?.avatar).toBe(
      `/api/ATSUsers/${ids.zofia}/Avatar`,
    );
    expect(page.result.find((row) => row.recruiterATSUserId === ids.adam)?.avatar).toBeNull();
    const avatar = await api.send('GET', `/api/ATSUsers/${ids.zofia}/Avatar`);
    expect(avatar.statusCode).toBe(200);
  });

  it('skips the given ids (one or many)', async () => {
    const one = await recruiters(`?ATSUserIdsToSkip=${recruiterId}`);
    expect(one.totalCount).toBe(4);
    expect(one.result.some((row) => row.recruiterATSUserId === recruiterId)).toBe(false);
    const two = await recruiters(`?ATSUserIdsToSkip=${ids.zofia}&ATSUserIdsToSkip=${ids.adam}`);
    expect(names(two)).toEqual(['100%Nowak, Ola', 'Adamska, Bartosz', 'Kowalska, Anna']);
  });

  it('searches first name, last name and e-mail, case-insensitively, % literally', async () => {
    expect(names(await recruiters('?SearchQuery=ADAMSK'))).toEqual([
      'Adamska, Bartosz',
      'Adamska, Zofia',
      'Adamski, Adam',
    ]);
    expect(names(await recruiters('?SearchQuery=zofia'))).toEqual(['Adamska, Zofia']);
    expect(names(await recruiters('?SearchQuery=recruiter%40example'))).toEqual(['Kowalska, Anna']);
    expect(names(await recruiters('?SearchQuery=100%25'))).toEqual(['100%Nowak, Ola']);
    expect(names(await recruiters('?SearchQuery=a%25a'))).toEqual([]);
    expect(names(await recruiters(`?SearchQuery=adams&ATSUserIdsToSkip=${ids.bartosz}`))).toEqual([
      'Adamska, Zofia',
      'Adamski, Adam',
    ]);
  });

  it('pages with page and pageSize (at most 1000)', async () => {
    const second = await recruiters('?page=2&pageSize=2');
    expect(second).toMatchObject({ totalCount: 5, pageNumber: 2 });
    expect(names(second)).toEqual(['Adamska, Zofia', 'Adamski, Adam']);
    expect((await api.send('GET', '/api/ATSUsers/Recruiters?pageSize=1001')).statusCode).toBe(400);
  });
});
