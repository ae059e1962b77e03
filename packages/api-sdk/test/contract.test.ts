import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath } from '../src/contract.ts';

type JsonObject = Record<string, unknown>;
interface Operation extends JsonObject {
  operationId: string;
  tags: string[];
  summary?: string;
  security?: unknown[];
  parameters?: JsonObject[];
  requestBody?: { content: Record<string, { schema: JsonObject }> };
  responses: Record<string, JsonObject>;
}

const document = parse(readFileSync(contractPath, 'utf8')) as {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonObject> };
  security: unknown[];
};
const methods = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => ({ path, method, operation })),
);
const schemas = document.components.schemas;

function resolveSchema(schema: JsonObject): JsonObject {
  const ref = schema.$ref;
  return typeof ref === 'string'
    ? resolveSchema(schemas[ref.split('/').pop() ?? ''] ?? {})
    : schema;
}

describe('the contract', () => {
  it('puts every path under /api', () => {
    for (const { path } of operations) expect(path).toMatch(/^\/api\//);
  });

  it('names every operation with a unique camelCase operationId, one defined tag and a summary', () => {
    const tagNames = document.tags.map((tag) => tag.name);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.tags).toHaveLength(1);
      expect(tagNames).toContain(operation.tags[0]);
      expect(operation.summary, operation.operationId).toBeTruthy();
    }
    for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('makes exactly the sign-in, health and job-offer calls public', () => {
    const publicIds = operations
      .filter(
        ({ operation }) => Array.isArray(operation.security) && operation.security.length === 0,
      )
      .map(({ operation }) => operation.operationId)
      .sort();
    expect(publicIds).toEqual(
      ['applyForJobOffer', 'getHealth', 'getJobOffer', 'login', 'loginCallback', 'logout'].sort(),
    );
    expect(document.security).toEqual([{ sessionCookie: [] }]);
  });

  it('lists 500 everywhere, 401 when secured and 400 when the call takes input', () => {
    for (const { operation } of operations) {
      const statuses = Object.keys(operation.responses);
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      expect(statuses, operation.operationId).toContain('500');
      if (!isPublic) expect(statuses, operation.operationId).toContain('401');
      if (operation.requestBody || (operation.parameters ?? []).length > 0) {
        expect(statuses, operation.operationId).toContain('400');
      }
    }
  });

  it('closes every request body with additionalProperties: false', () => {
    for (const { operation } of operations) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        expect(resolveSchema(media.schema).additionalProperties, operation.operationId).toBe(false);
      }
    }
  });

  it('discriminates by a required const $type without mapping (as Ajv requires)', () => {
    const discriminated = Object.entries(schemas).filter(([, schema]) => schema.discriminator);
    expect(discriminated.map(([name]) => name).sort()).toEqual(
      ['Answer', 'AnswerInput', 'QuestionnaireElement'].sort(),
    );
    for (const [, schema] of discriminated) {
      expect(schema.discriminator).toEqual({ propertyName: '$type' });
      for (const branch of schema.oneOf as JsonObject[]) {
        const target = resolveSchema(branch);
        const properties = target.properties as Record<string, JsonObject>;
        expect(typeof properties.$type?.const).toBe('string');
        expect(target.required).toContain('$type');
      }
    }
  });

  it('has one element schema per questionnaire element type, breaks excluded', () => {
    const types = ((schemas.QuestionnaireElement?.oneOf ?? []) as JsonObject[]).map(
      (branch) => (resolveSchema(branch).properties as Record<string, JsonObject>).$type?.const,
    );
    expect(types.sort()).toEqual(
      [
        'Address',
        'Attachment',
        'CoverLetter',
        'Education',
        'Experience',
        'Header',
        'MultiLineText',
        'MultipleChoice',
        'Photo',
        'Resume',
        'SingleChoice',
        'SingleLineText',
        'Summary',
        'TextParagraph',
      ].sort(),
    );
  });

  it('shapes every page as { result, totalCount, pageNumber }', () => {
    const pages = Object.entries(schemas).filter(([name]) => name.endsWith('Page'));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const [name, schema] of pages) {
      expect(schema.required, name).toEqual(['result', 'totalCount', 'pageNumber']);
    }
  });
});
