import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument } from '../../src/contract/document.ts';

/*
 * fast-check arbitraries generated from the contract's JSON schemas: values the schema
 * accepts (`validValue`), and the values a careless or hostile client sends instead
 * (`brokenValue`, `nastyQueryValues`, `malformedJsonBodies`, ...). Used by the contract fuzz.
 */

/** Where a generated value goes: the operation and the names on the way to it. */
export interface ValueContext {
  operationId: string;
  /** The name of the property, parameter or array holding the value ('' at the top). */
  field: string;
  /** The component schema last entered through a $ref (e.g. `StageForEdit`). */
  component: string;
}

/**
 * Values worth sending for a field: real ids (so that requests reach the handlers and the
 * database instead of stopping at "not found"), reference codes, ... An empty answer lets
 * the schema alone decide.
 */
export type FieldHints = (context: ValueContext) => readonly string[];

export interface SchemaArbitraries {
  /** A value the schema accepts (string formats and bounds included). */
  validValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown>;
  /** Follows `#/components/schemas/X` references. */
  resolve(schema: JsonSchema): { schema: JsonSchema; component?: string };
}

/** Longest generated string or array outside the boundary cases (keeps requests small). */
const typicalStringLength = 24;
const typicalArrayLength = 4;

/** Strings that break naive code: emoji, right-to-left text, NUL, lone surrogates, markup. */
export const unicodeStrings = [
  '😀',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Egnp.exe',
  'Zażółć gęślą jaźń',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeffBOM',
  '\u200b\u200d',
  'e\u0301\u0301\u0301',
  '\t\r\n',
  ' ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j lookup, sent as text
  '${jndi:ldap://example.invalid/a}',
  '\\',
  '"',
] as const;

/** Numbers outside every bound, and some that are not integers. */
export const nastyNumbers = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1e-9,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

/** JSON number tokens JSON.stringify never writes: NaN and Infinity, huge and precise ones. */
export const rawNumberTokens = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '1.00000000000000000000001',
  '-0',
  '0e0',
  '1E2',
] as const;

/** A marker a value becomes when a raw token must replace it after serialisation. */
const rawMarker = '\u0001raw:';

/** A JSON value that serialises to `token` as is (see `serialiseWithRawTokens`). */
export const rawToken = (token: string) => `${rawMarker}${token}`;

/** JSON.stringify, then the raw tokens in place of their markers. */
export function serialiseWithRawTokens(value: unknown): string {
  const markerPattern = new RegExp(
    `"${JSON.stringify(rawMarker).slice(1, -1).replaceAll('\\', '\\\\')}([^"]*)"`,
    'g',
  );
  return JSON.stringify(value).replace(markerPattern, (_match, token: string) => token);
}

/** Ids that are not ids, or not in the form the contract asks for. */
export function malformedIds(sample: string): string[] {
  return [
    'not-a-uuid',
    '0',
    '-1',
    'null',
    'undefined',
    '',
    ' ',
    `${sample}x`,
    ` ${sample}`,
    sample.replaceAll('-', ''),
    sample.toUpperCase(),
    `{${sample}}`,
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    "00000000-0000-4000-8000-000000000000' OR '1'='1",
    '😀',
  ];
}

/**
 * Rich text (a string holding JSON) 3,000 paragraphs deep, within the 100,000 characters of a
 * rich-text field: the server's renderers overflowed their stack on it (issue 24).
 */
export const deepRichText = `{"type":"doc","content":${'[{"type":"paragraph","content":'.repeat(3_000)}[{"type":"text","text":"x"}]${'}]'.repeat(3_000)}}`;

/** The values of a wrong type for anything, and nasty ones of the right type. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }, ''),
    fc.constantFrom<unknown>(...nastyNumbers),
    fc.constantFrom(...rawNumberTokens).map(rawToken),
    fc.constantFrom(...unicodeStrings),
    fc.string({ unit: 'binary', maxLength: typicalStringLength }),
    fc.constantFrom('x'.repeat(10_001), '😀'.repeat(5_000), ' '.repeat(300), deepRichText),
    fc.integer(),
    fc.double(),
    fc.uuid(),
    fc.constantFrom(...malformedIds('6f1c2a1e-9b7d-4c3e-8a5f-0d2b4e6a8c10')),
    fc.constantFrom<unknown>(
      { constructor: { prototype: { polluted: true } } },
      [[[[[[[[[[[]]]]]]]]]]],
      Array.from({ length: 1_000 }, () => 0),
    ),
  );
}

/** Query and path parameter values that are not what the contract asks for. */
export const nastyQueryValues = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e308',
  '-1e308',
  '9223372036854776000',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  '+1',
  ' 1',
  'true',
  'null',
  '[]',
  '{}',
  'x'.repeat(10_001),
  ...unicodeStrings,
] as const;

/** Query text written as is (not percent-encoded): broken escapes and raw bytes. */
export const rawQueryFragments = ['%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '%FF%FE', '%u0041'];

/** Request bodies that are not JSON, or not JSON the way a parser expects it. */
export const malformedJsonBodies: readonly (string | Buffer)[] = [
  '',
  ' ',
  '{',
  '}',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{"a":NaN}',
  '{"a":Infinity}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
];

/** Content types a JSON operation does not take, and odd spellings of the one it does. */
export const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/',
  ';;;',
  'application/json; boundary=',
] as const;

/** Keys to add where a schema allows none. */
export const extraKeys = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' id',
  'ID',
  '$type',
];

export function schemaArbitraries(document: OpenApiDocument, hints: FieldHints): SchemaArbitraries {
  const components = document.components?.schemas ?? {};

  function resolve(schema: JsonSchema): { schema: JsonSchema; component?: string } {
    let current = schema;
    let component: string | undefined;
    for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = components[name];
      if (!target || hops > 20) throw new Error(`Unresolved reference ${current.$ref}`);
      current = target;
      component = name;
    }
    return { schema: current, component };
  }

  function validValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
    const resolved = resolve(schema);
    const current = resolved.schema;
    const inner = resolved.component ? { ...context, component: resolved.component } : context;

    if ('const' in current) return fc.constant(current.const);
    if (Array.isArray(current.enum)) return fc.constantFrom(...(current.enum as unknown[]));
    const choices = (current.oneOf ?? current.anyOf) as JsonSchema[] | undefined;
    if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, inner)));
    if (Array.isArray(current.allOf)) return validValue(mergeAllOf(current), inner);
    if (Array.isArray(current.type)) {
      const types = current.type as string[];
      return fc.oneof(...types.map((type) => validValue({ ...current, type }, inner)));
    }
    switch (current.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integerValue(current);
      case 'number':
        return numberValue(current);
      case 'string':
        return stringValue(current, inner);
      case 'array':
        return arrayValue(current, inner);
      default:
        return objectValue(current, inner);
    }
  }

  function mergeAllOf(schema: JsonSchema): JsonSchema {
    const parts = (schema.allOf as JsonSchema[]).map((part) => resolve(part).schema);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
    };
  }

  function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
    const min = (schema.minimum as number | undefined) ?? -(2 ** 31);
    const max = (schema.maximum as number | undefined) ?? 2 ** 31 - 1;
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }

  function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
    const min = (schema.minimum as number | undefined) ?? -1e12;
    const max = (schema.maximum as number | undefined) ?? 1e12;
    return fc.oneof(
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
      fc.constantFrom(min, max),
    );
  }

  function stringValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<string> {
    const minLength = (schema.minLength as number | undefined) ?? 0;
    const maxLength = (schema.maxLength as number | undefined) ?? 10_000;
    const fits = (value: string) =>
      [...value].length >= minLength && [...value].length <= maxLength;
    const hinted = hints(context).filter(fits);
    const format = schema.format as string | undefined;
    let free: fc.Arbitrary<string>;
    if (format === 'uuid') {
      free = fc.uuid();
    } else if (format === 'date') {
      free = fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31', '2024-02-29', '1970-01-01'),
      );
    } else if (format === 'date-time') {
      free = fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString()),
        fc.constantFrom(
          '0000-01-01T00:00:00Z',
          '0001-01-01T00:00:00Z',
          '2024-06-01T12:00:00+01',
          '9999-12-31T23:59:59.999Z',
          '9999-12-31T23:59:59-12:00',
          '0001-01-01T00:00:00+01:00',
          '2016-12-31T23:59:60Z',
          '2024-06-01T12:00:00+14:00',
          '2024-06-01T12:00:00-12:00',
          '2024-06-01t12:00:00.123456789z',
        ),
      );
    } else if (format === 'email') {
      free = fc.oneof(
        fc.emailAddress().filter(fits),
        fc.constantFrom('a@b', 'x@example.com', `${'a'.repeat(64)}@${'b'.repeat(63)}.example`),
      );
    } else if (typeof schema.pattern === 'string') {
      // The one pattern of the contract: choice option keys ('1', '2', ... as text).
      free = fc.integer({ min: 1, max: 999 }).map(String);
    } else {
      const typical = Math.min(maxLength, Math.max(minLength, typicalStringLength));
      free = fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength, maxLength: typical }) },
        { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: typical }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: typical }) },
        { weight: 2, arbitrary: fc.constantFrom(...unicodeStrings).filter(fits) },
        // At the limits: the longest string the contract allows, in one- and two-unit text.
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'x'.repeat(maxLength),
            'ż'.repeat(maxLength),
            '😀'.repeat(maxLength),
            'x'.repeat(minLength),
          ),
        },
      );
    }
    return hinted.length > 0
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...hinted) },
          { weight: 1, arbitrary: free },
        )
      : free;
  }

  function arrayValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown[]> {
    const items = validValue((schema.items as JsonSchema | undefined) ?? {}, context);
    const minLength = (schema.minItems as number | undefined) ?? 0;
    const maxItems = (schema.maxItems as number | undefined) ?? 50;
    const maxLength = Math.min(maxItems, Math.max(minLength, typicalArrayLength));
    const typical = schema.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
      : fc.array(items, { minLength, maxLength });
    // As many items as the contract allows (unique ones only where they must be).
    const longest = schema.uniqueItems
      ? fc.uniqueArray(items, {
          minLength: Math.min(maxItems, 20),
          maxLength: maxItems,
          selector: (item) => JSON.stringify(item),
        })
      : fc.array(items, { minLength: maxItems, maxLength: maxItems });
    return fc.oneof({ weight: 12, arbitrary: typical }, { weight: 1, arbitrary: longest });
  }

  function objectValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const additional = schema.additionalProperties;
    if (Object.keys(properties).length === 0 && additional && typeof additional === 'object') {
      const names = schema.propertyNames as JsonSchema | undefined;
      return fc.dictionary(
        names
          ? (validValue({ type: 'string', ...names }, context) as fc.Arbitrary<string>)
          : fc.string(),
        validValue(additional as JsonSchema, context),
        {
          minKeys: (schema.minProperties as number | undefined) ?? 0,
          maxKeys: Math.min((schema.maxProperties as number | undefined) ?? 10, typicalArrayLength),
        },
      );
    }
    const model = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        validValue(property, { ...context, field: name }),
      ]),
    );
    return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
  }

  return { validValue, resolve };
}

/** A place in a JSON value: the keys and indexes that lead to it. */
export type JsonPath = (string | number)[];

/** Every place in a value (the value itself first). */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...pathsOf(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** A copy of `value` with `change` applied to the place at `path`. */
export function changeAt(
  value: unknown,
  path: JsonPath,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

/** What a broken value is: for the failure report. */
export interface BrokenValue {
  value: unknown;
  change: string;
}

/**
 * `value` (valid) broken in one place: a property removed, a property added, or a value
 * replaced by one of the wrong type or out of bounds; or the whole value replaced.
 */
export function brokenValue(value: unknown): fc.Arbitrary<BrokenValue> {
  const places = pathsOf(value);
  return fc
    .tuple(fc.constantFrom(...places), fc.nat(), nastyValue(), fc.constantFrom(...extraKeys))
    .map(([path, choice, nasty, extraKey]) => {
      const target = path.reduce<unknown>(
        (current, key) => (current as Record<string | number, unknown>)[key],
        value,
      );
      const where = `/${path.join('/')}`;
      const isProperty = path.length > 0 && typeof path[path.length - 1] === 'string';
      const isObject = target !== null && typeof target === 'object' && !Array.isArray(target);
      switch (choice % 4) {
        case 0:
          if (isProperty) {
            return {
              value: changeAt(value, path, (parent, key) => {
                delete parent[key];
              }),
              change: `removed ${where}`,
            };
          }
          break;
        case 1:
          if (isObject) {
            const copy = structuredClone(value);
            const object = path.reduce<unknown>(
              (current, key) => (current as Record<string | number, unknown>)[key],
              copy,
            );
            // defineProperty: `__proto__` becomes a key of its own, as JSON.parse makes it.
            Object.defineProperty(object, extraKey, {
              value: nasty,
              enumerable: true,
              configurable: true,
              writable: true,
            });
            return { value: copy, change: `added ${where}/${extraKey}` };
          }
          break;
        default:
          break;
      }
      if (path.length === 0) return { value: nasty, change: 'replaced the whole value' };
      return {
        value: changeAt(value, path, (parent, key) => {
          parent[key] = nasty;
        }),
        change: `replaced ${where}`,
      };
    });
}
