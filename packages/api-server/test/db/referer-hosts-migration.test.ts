import { readFileSync } from 'node:fs';
import path from 'node:path';
import { refererHost } from '@ats/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../../src/db/client.ts';
import { atsUsers, jobApplications } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { insertApplicationRow, insertRecruiteeRow, insertRecruitmentRow } from '../support/rows.ts';

/** The referers rows may hold: hosts stored before issue 26, older whole addresses, junk. */
const storedReferers = [
  'www.linkedin.com',
  'linkedin.com',
  'pl.linkedin.com',
  'www.pracuj.pl',
  'www.www.example.com',
  'www.com',
  'www',
  'newsletter',
  'justjoin.it.',
  'WWW.LinkedIn.com:443',
  'https://www.linkedin.com/jobs/view/4012?trk=public',
  'https://jan:secret@www.Indeed.com:8443/viewjob?jk=1#apply',
  'http://localhost:3000/offers/1',
  'linkedin.com/jobs',
  '  Glassdoor.COM \n',
  'Jan Kowalski <jan.kowalski@example.com>',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'mailto:jan@example.com',
  'http://[::1]:8080/',
  'http:\\\\evil.example.com',
  'zażółć.pl',
  'ŻABKA.PL',
  '-linkedin.com',
  `${'a'.repeat(64)}.com`,
  `${'a'.repeat(63)}.com`,
  Array(127).fill('a').join('.'),
  Array(128).fill('a').join('.'),
  '',
  ' ',
];

/** The statements of drizzle/0001_referer_hosts.sql, as the migrator runs them. */
function migrationStatements(): string[] {
  const text = readFileSync(path.join(migrationsFolder, '0001_referer_hosts.sql'), 'utf8');
  return text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '');
}

describe('the referer-hosts migration (issue 26)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.close());

  it("normalises every stored referer as the domain's refererHost does, and changes nothing twice", async () => {
    const { db } = database;
    const [owner] = await db
      .insert(atsUsers)
      .values({
        role: 'Recruiter',
        oidcIssuer: 'test',
        oidcSubject: 'referer-hosts',
        email: 'referer-owner@example.com',
        firstName: 'Olga',
        lastName: 'Owner',
      })
      .returning();
    if (!owner) throw new Error('no user');
    const recruitmentId = await insertRecruitmentRow(db, {
      title: 'Referers',
      status: 1,
      ownerId: owner.id,
      hiringManagerId: null,
    });
    const referers = [...storedReferers, null];
    const ids: string[] = [];
    for (const [number, referer] of referers.entries()) {
      const recruiteeId = await insertRecruiteeRow(db, {
        firstName: 'Referer',
        lastName: `Case ${number}`,
        email: `referer-${number}@example.com`,
      });
      ids.push(await insertApplicationRow(db, { recruiteeId, recruitmentId, referer }));
    }

    for (let run = 0; run < 2; run += 1) {
      for (const statement of migrationStatements()) await db.execute(sql.raw(statement));
      const stored = await Promise.all(
        ids.map(async (id) => {
          const [row] = await db
            .select({ referer: jobApplications.referer })
            .from(jobApplications)
            .where(eq(jobApplications.id, id));
          return row?.referer;
        }),
      );
      expect(stored).toEqual(referers.map((referer) => refererHost(referer)));
    }
    expect(refererHost('www.linkedin.com')).toBe('linkedin.com');
  });
});
