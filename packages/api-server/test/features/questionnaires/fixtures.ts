import { randomUUID } from 'node:crypto';
import type { Schema } from '@ats/api-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../support/app.ts';
import { insertRecruitmentRow } from '../../support/rows.ts';

export type Element = Schema<'QuestionnaireElement'>;
export type Structure = Schema<'QuestionnaireStructure'>;
export type AddBody = Schema<'AddQuestionnaireInput'>;
export type Questionnaire = Schema<'Questionnaire'>;
export type ListPage = Schema<'QuestionnaireListItemPage'>;
export type OptionPage = Schema<'QuestionnaireOptionPage'>;

type Placement = Pick<Element, 'pageNumber' | 'sectionNumber'>;
/** An element before it gets its id and order (Omit distributed over the union). */
type ElementDraft = Element extends infer Each
  ? Each extends Element
    ? Omit<Each, 'id' | 'order'>
    : never
  : never;

/** One element of every `$type` the contract knows, over two pages and two sections. */
export function everyElementType(): Element[] {
  const page1: Placement = { pageNumber: 1, sectionNumber: 1 };
  const page1Section2: Placement = { pageNumber: 1, sectionNumber: 2 };
  const page2: Placement = { pageNumber: 2, sectionNumber: 1 };
  const question = (text: string, isRequired = false) => ({ question: text, isRequired });
  const elements: ElementDraft[] = [
    { $type: 'Header', ...page1, text: 'About you' },
    { $type: 'TextParagraph', ...page1, text: 'It takes ten minutes.\nThank you!' },
    { $type: 'Resume', ...page1, ...question('Resume', true) },
    { $type: 'Photo', ...page1, ...question('Your photo') },
    { $type: 'Address', ...page1, ...question('Home address', true) },
    { $type: 'CoverLetter', ...page1Section2, ...question('Cover letter') },
    { $type: 'Education', ...page1Section2, ...question('Education') },
    { $type: 'Experience', ...page1Section2, ...question('Experience', true) },
    { $type: 'Summary', ...page2, ...question('Summary') },
    { $type: 'SingleLineText', ...page2, ...question('Expected salary', true) },
    { $type: 'MultiLineText', ...page2, ...question('Why us?') },
    {
      $type: 'SingleChoice',
      ...page2,
      ...question('Notice period', true),
      options: { '1': 'None', '2': 'One month', '3': 'Three months' },
    },
    {
      $type: 'MultipleChoice',
      ...page2,
      ...question('Languages'),
      options: { '1': 'English', '2': 'Polski' },
    },
    { $type: 'Attachment', ...page2, ...question('Portfolio') },
  ];
  return numbered(elements);
}

/** Gives each element a fresh id and its order (1..n). */
export function numbered(elements: readonly ElementDraft[]): Element[] {
  return elements.map(
    (element, index) => ({ ...element, id: randomUUID(), order: index + 1 }) as Element,
  );
}

/** The smallest valid structure: one Resume element. */
export function resumeOnly(question = 'Resume'): Structure {
  return {
    elements: numbered([
      { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question, isRequired: true },
    ]),
  };
}

export function addBody(overrides: Partial<AddBody> = {}): AddBody {
  return {
    questionnaireName: 'Backend developer form',
    isDraft: true,
    questionnaireStructure: resumeOnly(),
    ...overrides,
  };
}

/** Calls the questionnaire operations over HTTP as one signed-in user. */
export class QuestionnaireApi {
  constructor(
    private readonly testApp: TestApp,
    private readonly headers: Record<string, string>,
  ) {}

  private send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    return this.testApp.app.inject({
      method,
      url,
      headers: this.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  addRaw(body: unknown): Promise<LightMyRequestResponse> {
    return this.send('POST', '/api/Questionnaires/add', body);
  }

  async add(body: Partial<AddBody> = {}): Promise<string> {
    const response = await this.addRaw(addBody(body));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: string }).id;
  }

  editRaw(body: unknown): Promise<LightMyRequestResponse> {
    return this.send('POST', '/api/Questionnaires/edit', body);
  }

  async edit(id: string, body: Partial<AddBody> = {}): Promise<void> {
    const response = await this.editRaw({ id, ...addBody(body) });
    expect(response.statusCode, response.body).toBe(204);
  }

  getRaw(id: string): Promise<LightMyRequestResponse> {
    return this.send('GET', `/api/Questionnaires/${id}`);
  }

  async get(id: string): Promise<Questionnaire> {
    const response = await this.getRaw(id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async list(query: Record<string, string | number> = {}): Promise<ListPage> {
    const response = await this.send('GET', `/api/Questionnaires?${toQuery(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async listForRecruitment(query: Record<string, string | number> = {}): Promise<OptionPage> {
    const response = await this.send(
      'GET',
      `/api/Questionnaires/questionnairelistforrecruitment?${toQuery(query)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  delete(id: string): Promise<LightMyRequestResponse> {
    return this.send('DELETE', `/api/Questionnaires?QuestionnaireId=${id}`);
  }
}

function toQuery(query: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
}

/** A recruitment that froze the given questionnaire version, written directly. */
export function insertRecruitment(
  testApp: TestApp,
  options: { questionnaireId: string; questionnaireVersion: number; ownerId: string },
): Promise<string> {
  return insertRecruitmentRow(testApp.database.db, {
    title: `Recruitment ${randomUUID().slice(0, 8)}`,
    ownerId: options.ownerId,
    questionnaireId: options.questionnaireId,
    questionnaireVersion: options.questionnaireVersion,
  });
}
