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

  // StageTypeOption.name spells out StageType's names again: the two lists must not drift.
  it("names a stage type option with exactly StageType's x-enum-varnames, in order", () => {
    const stageTypeNames = schemas.StageType?.['x-enum-varnames'];
    const option = resolveSchema(schemas.StageTypeOption ?? {}).properties as Record<
      string,
      JsonObject
    >;
    expect(stageTypeNames).toBeInstanceOf(Array);
    expect(option.id).toEqual({ $ref: '#/components/schemas/StageType' });
    expect(option.name?.enum).toEqual(stageTypeNames);
  });

  it('shapes every page as { result, totalCount, pageNumber }', () => {
    const pages = Object.entries(schemas).filter(([name]) => name.endsWith('Page'));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const [name, schema] of pages) {
      expect(schema.required, name).toEqual(['result', 'totalCount', 'pageNumber']);
    }
  });
});

/** Formats that bound a string's length themselves. */
const selfBoundedFormats = new Set(['uuid', 'date', 'date-time', 'binary']);

function typesOf(schema: JsonObject): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every input and output bound the contract lacks, as `where: what is missing`: a string
 * without maxLength (unless a uuid, date, date-time or binary format, an enum or a const
 * bounds it), an array without maxItems, a map without maxProperties, a number without its
 * minimum and maximum. Walks every schema: components, parameters, bodies, responses, headers.
 */
function missingBounds(contract: JsonObject): string[] {
  const problems: string[] = [];

  function walkSchema(schema: unknown, where: string, options: { key?: boolean } = {}): void {
    if (!isObject(schema) || typeof schema.$ref === 'string') return;
    const types = typesOf(schema);
    const fixed = schema.enum !== undefined || schema.const !== undefined;
    // Property names are strings whether or not their schema says so.
    const isString = types.includes('string') || options.key === true;
    if (isString && !fixed && typeof schema.maxLength !== 'number') {
      if (!selfBoundedFormats.has(String(schema.format))) problems.push(`${where}: maxLength`);
    }
    if (types.includes('array') && typeof schema.maxItems !== 'number') {
      problems.push(`${where}: maxItems`);
    }
    if ((types.includes('integer') || types.includes('number')) && !fixed) {
      if (typeof schema.minimum !== 'number' && typeof schema.exclusiveMinimum !== 'number') {
        problems.push(`${where}: minimum`);
      }
      if (typeof schema.maximum !== 'number' && typeof schema.exclusiveMaximum !== 'number') {
        problems.push(`${where}: maximum`);
      }
    }
    if (isObject(schema.additionalProperties) && typeof schema.maxProperties !== 'number') {
      problems.push(`${where}: maxProperties`);
    }
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        walkSchema(property, `${where}.${name}`);
      }
    }
    walkSchema(schema.items, `${where}[]`);
    walkSchema(schema.additionalProperties, `${where}{}`);
    walkSchema(schema.propertyNames, `${where}{key}`, { key: true });
    for (const keyword of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
      const branches = schema[keyword];
      if (Array.isArray(branches)) {
        for (const [index, branch] of branches.entries()) {
          walkSchema(branch, `${where}.${keyword}[${index}]`);
        }
      }
    }
  }

  function walkContent(content: unknown, where: string): void {
    if (!isObject(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (isObject(media)) walkSchema(media.schema, `${where} ${mediaType}`);
    }
  }

  function walkHeaders(headers: unknown, where: string): void {
    if (!isObject(headers)) return;
    for (const [name, header] of Object.entries(headers)) {
      if (isObject(header)) walkSchema(header.schema, `${where} header ${name}`);
    }
  }

  function walkParameters(parameters: unknown, where: string): void {
    if (!Array.isArray(parameters)) return;
    for (const parameter of parameters) {
      if (isObject(parameter) && typeof parameter.name === 'string') {
        walkSchema(parameter.schema, `${where} parameter ${parameter.name}`);
      }
    }
  }

  function walkResponses(responses: unknown, where: string): void {
    if (!isObject(responses)) return;
    for (const [status, response] of Object.entries(responses)) {
      if (!isObject(response)) continue;
      walkContent(response.content, `${where} ${status}`);
      walkHeaders(response.headers, `${where} ${status}`);
    }
  }

  const paths = isObject(contract.paths) ? contract.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    walkParameters(item.parameters, path);
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method) || !isObject(operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      walkParameters(operation.parameters, where);
      if (isObject(operation.requestBody)) walkContent(operation.requestBody.content, where);
      walkResponses(operation.responses, where);
    }
  }
  const components = isObject(contract.components) ? contract.components : {};
  for (const [name, schema] of Object.entries(
    isObject(components.schemas) ? components.schemas : {},
  )) {
    walkSchema(schema, name);
  }
  for (const [name, parameter] of Object.entries(
    isObject(components.parameters) ? components.parameters : {},
  )) {
    if (isObject(parameter)) walkSchema(parameter.schema, `parameter ${name}`);
  }
  walkResponses(components.responses, 'response');
  return problems;
}

/** Every `maxLength` a property of this name has anywhere in the component schemas. */
function maxLengthsOf(propertyName: string): Set<unknown> {
  const found = new Set<unknown>();
  function walk(value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isObject(value)) return;
    if (isObject(value.properties) && isObject(value.properties[propertyName])) {
      found.add(value.properties[propertyName].maxLength);
    }
    for (const child of Object.values(value)) walk(child);
  }
  walk(document.components.schemas);
  return found;
}

describe('the contract bounds every input', () => {
  it('gives every string a maxLength, every array maxItems, every map maxProperties and every number both bounds', () => {
    expect(missingBounds(document as unknown as JsonObject)).toEqual([]);
  });

  it('finds a missing bound wherever it hides (the check itself can fail)', () => {
    const unbounded: JsonObject = {
      paths: {
        '/api/Things': {
          get: {
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
            responses: {
              '200': {
                headers: { Location: { schema: { type: 'string' } } },
                content: {
                  'application/json': {
                    schema: { type: 'array', maxItems: 5, items: { type: 'integer', minimum: 0 } },
                  },
                },
              },
            },
          },
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      id: { type: 'string', format: 'uuid' },
                      kind: { type: 'string', enum: ['a', 'b'] },
                      email: { type: 'string', format: 'email' },
                      note: { type: ['string', 'null'] },
                      tags: { type: 'array', items: { type: 'string', maxLength: 9 } },
                    },
                  },
                },
              },
            },
            responses: {},
          },
        },
      },
      components: {
        schemas: {
          Options: {
            type: 'object',
            propertyNames: { pattern: '^[1-9]$' },
            additionalProperties: { type: 'string', maxLength: 10 },
          },
          Either: { oneOf: [{ type: 'number', maximum: 1 }, { type: 'null' }] },
        },
        parameters: { Search: { name: 'search', in: 'query', schema: { type: 'string' } } },
      },
    };
    expect(missingBounds(unbounded).sort()).toEqual(
      [
        'GET /api/Things parameter q: maxLength',
        'GET /api/Things 200 header Location: maxLength',
        'GET /api/Things 200 application/json[]: maximum',
        'POST /api/Things application/json.email: maxLength',
        'POST /api/Things application/json.note: maxLength',
        'POST /api/Things application/json.tags: maxItems',
        'Options: maxProperties',
        'Options{key}: maxLength',
        'Either.oneOf[0]: minimum',
        'parameter Search: maxLength',
      ].sort(),
    );
  });

  it("bounds search texts like the names they look for (the app reuses the names' limit)", () => {
    const { parameters } = document.components as unknown as {
      parameters: Record<string, { schema: JsonObject }>;
    };
    for (const name of ['SearchQuery', 'StartingWith']) {
      expect(parameters[name]?.schema.maxLength, name).toBe(200);
    }
  });

  // fieldLimits has no entry for the map ChoiceOptions: the app reads its bounds from these.
  it('bounds choice options like questions, and as many as a candidate can choose', () => {
    const options = schemas.ChoiceOptions as JsonObject & { additionalProperties: JsonObject };
    const propertiesOf = (name: string) =>
      (schemas[name]?.properties ?? {}) as Record<string, JsonObject | undefined>;
    const question = propertiesOf('SingleLineTextElement').question;
    const chosen = propertiesOf('MultipleChoiceAnswer').chosenOptions;
    expect(options.additionalProperties.maxLength).toBe(question?.maxLength);
    expect(options.maxProperties).toBe(chosen?.maxItems);
    expect(options.maxProperties).toBe(100);
  });

  // One limit per kind of text (docs/decisions/contract.md, "Input limits"), whichever schema
  // has it.
  it.each([
    ['firstName', 200],
    ['lastName', 200],
    ['email', 254],
    ['phoneNumber', 50],
    ['stageName', 200],
    ['positionName', 200],
    ['localizedPositionName', 200],
    ['questionnaireName', 200],
    ['title', 200],
    ['jobTitle', 200],
    ['question', 1000],
    ['jobDescription', 100_000],
    ['messageContent', 100_000],
    ['comment', 100_000],
    ['languageId', 35],
    ['timeZoneId', 64],
    ['fileName', 255],
  ])('gives every %s the same maxLength, %d', (propertyName, maxLength) => {
    expect([...maxLengthsOf(propertyName)]).toEqual([maxLength]);
  });
});
