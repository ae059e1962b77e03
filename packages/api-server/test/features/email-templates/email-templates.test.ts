import type { Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates, recruitees } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
} from '../activities/fixtures.ts';
import { emailTemplateBody, richText } from './fixtures.ts';

type EmailTemplate = Schema<'EmailTemplate'>;
type EmailTemplatePage = Schema<'EmailTemplateListItemPage'>;
type EmailPreview = Schema<'EmailPreview'>;

describe('e-mail templates (settings)', () => {
  const testApp = useTestApp();
  let people: People;

  beforeAll(async () => {
    people = await signInPeople(testApp);
  });

  const base = '/api/Settings/EmailTemplates';
  const add = (body: object) => people.owner.api.post(base, body);
  const edit = (id: string, body: object) =>
    testApp.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: people.owner.api.headers,
      payload: body,
    });
  const remove = (id: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `${base}/${id}`,
      headers: people.owner.api.headers,
    });
  const get = (id: string) =>
    testApp.app.inject({ method: 'GET', url: `${base}/${id}`, headers: people.owner.api.headers });
  const preview = (body: object) => people.owner.api.post(`${base}/preview`, body);

  it('adds, reads, lists, edits and deletes a template', async () => {
    const body = emailTemplateBody('  Invitation to talk  ');
    const created = bodyOf<EmailTemplate>(await add(body));
    expect(created).toMatchObject({ name: 'Invitation to talk', en: body.en, pl: body.pl });
    expect(bodyOf<EmailTemplate>(await get(created.id))).toEqual(created);

    const page = bodyOf<EmailTemplatePage>(
      await people.owner.api.get(base, { SearchQuery: 'TO TALK' }),
    );
    expect(page).toEqual({
      result: [
        {
          id: created.id,
          name: 'Invitation to talk',
          subject: body.en.subject,
          lastEdited: created.lastEdited,
        },
      ],
      totalCount: 1,
      pageNumber: 1,
    });
    // The subject in the request's language.
    const polish = bodyOf<EmailTemplatePage>(
      await people.owner.api.get(base, { SearchQuery: 'to talk' }, { 'accept-language': 'pl' }),
    );
    expect(polish.result[0]?.subject).toBe(body.pl.subject);

    const changed = { ...emailTemplateBody('Invitation to a talk'), pl: body.pl };
    const edited = bodyOf<EmailTemplate>(await edit(created.id, changed));
    expect(edited).toMatchObject({ id: created.id, name: 'Invitation to a talk', en: changed.en });

    expect((await remove(created.id)).statusCode).toBe(204);
    expectError(await get(created.id), 404);
    expectError(await remove(created.id), 404);
    expectError(await edit(created.id, changed), 404);
  });

  it('lists templates in name order, page by page', async () => {
    for (const name of ['Zeta order', 'alpha order', 'Beta order']) {
      bodyOf(await add(emailTemplateBody(name)));
    }
    const first = bodyOf<EmailTemplatePage>(
      await people.owner.api.get(base, { SearchQuery: 'order', pageSize: 2 }),
    );
    expect(first.result.map((row) => row.name)).toEqual(['alpha order', 'Beta order']);
    expect(first.totalCount).toBe(3);
    const second = bodyOf<EmailTemplatePage>(
      await people.owner.api.get(base, { SearchQuery: 'order', pageSize: 2, pageNumber: 2 }),
    );
    expect(second.result.map((row) => row.name)).toEqual(['Zeta order']);
  });

  it('refuses a name another template has, whatever its case', async () => {
    const first = bodyOf<EmailTemplate>(await add(emailTemplateBody('Offer letter')));
    expectError(await add(emailTemplateBody('OFFER LETTER')), 400);
    const second = bodyOf<EmailTemplate>(await add(emailTemplateBody('Offer letter 2')));
    expectError(await edit(second.id, emailTemplateBody('offer letter')), 400);
    // Its own name (in another case) is fine.
    bodyOf(await edit(first.id, emailTemplateBody('Offer Letter')));
    const rows = await testApp.database.db
      .select({ name: emailTemplates.name })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, second.id));
    expect(rows).toEqual([{ name: 'Offer letter 2' }]);
  });

  it('refuses unknown placeholders, unbalanced braces, blank or unreadable texts and over-long fields', async () => {
    const valid = emailTemplateBody('Checked template');
    const refused = [
      { ...valid, en: { ...valid.en, subject: 'Hello {candidateName}' } },
      { ...valid, pl: { ...valid.pl, body: richText('Dzień dobry {candidateFirstName') } },
      { ...valid, pl: { ...valid.pl, body: richText('Dzień dobry candidateFirstName}') } },
      { ...valid, en: { ...valid.en, body: richText('  ') } },
      { ...valid, en: { ...valid.en, body: '{"type":"paragraph"}' } },
      { ...valid, en: { ...valid.en, body: 'plain text' } },
      { ...valid, en: { ...valid.en, subject: '   ' } },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, en: { ...valid.en, subject: 'x'.repeat(201) } },
      { ...valid, pl: { ...valid.pl, body: richText('x'.repeat(100_000)) } },
      { name: valid.name, en: valid.en },
      { ...valid, en: { ...valid.en, extra: true } },
    ];
    for (const body of refused) expectError(await add(body), 400);
    const stored = await testApp.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.name, 'Checked template'));
    expect(stored).toHaveLength(0);
    // At the limits it is saved.
    bodyOf(
      await add({ ...valid, name: 'n'.repeat(100), en: { ...valid.en, subject: 's'.repeat(200) } }),
    );
  });

  it('lists the placeholders with sample values in the request language', async () => {
    const english = bodyOf<Schema<'EmailTemplatePlaceholder'>[]>(
      await people.owner.api.get('/api/Settings/EmailTemplatePlaceholders', {}),
    );
    expect(english.map((placeholder) => placeholder.token)).toEqual([
      '{candidateFirstName}',
      '{candidateLastName}',
      '{recruitmentTitle}',
      '{positionName}',
      '{senderName}',
      '{senderEmail}',
      '{meetingName}',
      '{meetingTime}',
    ]);
    const polish = bodyOf<Schema<'EmailTemplatePlaceholder'>[]>(
      await people.owner.api.get(
        '/api/Settings/EmailTemplatePlaceholders',
        {},
        { 'accept-language': 'pl' },
      ),
    );
    expect(
      polish.find((placeholder) => placeholder.name === 'candidateLastName')?.sampleValue,
    ).toBe('Kowalska');
  });

  it('previews with sample values, and lists problems instead of refusing them', async () => {
    const answer = bodyOf<EmailPreview>(
      await preview({
        language: 'pl',
        subject: 'Cześć {candidateFirstName} {unknown}',
        body: richText('Stanowisko: {positionName}', 'Brak {zamknięcia'),
      }),
    );
    expect(answer.subject).toBe('Cześć Anna {unknown}');
    expect(answer.text).toBe('Stanowisko: Programista backend\n\nBrak {zamknięcia\n');
    expect(answer.html).toContain('<p>Stanowisko: Programista backend</p>');
    expect(answer.html).toContain('<html lang="pl">');
    expect(answer.problems).toEqual([
      { field: 'subject', kind: 'unknownPlaceholder', token: '{unknown}' },
      { field: 'body', kind: 'unbalancedBrace', token: '{zamknięcia' },
    ]);
    // Empty texts preview as empty.
    expect(
      bodyOf<EmailPreview>(await preview({ language: 'en', subject: '', body: '' })),
    ).toMatchObject({ subject: '', text: '\n', problems: [] });
  });

  it("previews with a candidate's values, escaped in the HTML, for staff who may see the candidate", async () => {
    const recruitmentId = await insertRecruitment(testApp, people);
    const candidate = await insertCandidate(testApp, recruitmentId);
    await testApp.database.db
      .update(recruitees)
      .set({ firstName: '<script>alert(1)</script>' })
      .where(eq(recruitees.id, candidate.recruiteeId));
    const body = {
      language: 'en',
      subject: 'For {candidateFirstName}',
      body: richText('Dear {candidateFirstName}, about {recruitmentTitle}'),
      recruitmentId,
      recruiteeId: candidate.recruiteeId,
    };
    const answer = bodyOf<EmailPreview>(await preview(body));
    expect(answer.subject).toBe('For <script>alert(1)</script>');
    expect(answer.html).toContain(
      '<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;, about Backend developer – Payments</p>',
    );
    expect(answer.html).not.toContain('<script>');
    expect(answer.text).toBe(
      'Dear <script>alert(1)</script>, about Backend developer – Payments\n',
    );
    expectError(await people.otherRecruiter.api.post(`${base}/preview`, body), 403);
    expectError(await preview({ ...body, recruiteeId: undefined }), 400);
    expectError(await preview({ ...body, recruiteeId: unknownId }), 404);
  });
});
