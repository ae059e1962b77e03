import { isEmailAddress } from '@ats/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema, OpenApiDocument } from './document.ts';

/** The id under which the contract's component schemas are registered once. */
export const sharedSchemaId = 'openapi.json';

/** The contract's extension keyword for strings stored trimmed (see createContractAjv). */
const trimKeyword = 'x-trim';

/** The contract's extension keyword for rich-text strings (see createContractAjv). */
const richTextKeyword = 'x-rich-text';

/**
 * How deep a rich-text document (JSON) may nest arrays and objects. The editor's documents
 * need a few levels per nested list; every reader (the e-mail and offer renderers, the app's
 * views) walks the document recursively, and a 100 KB document 3,000 levels deep overflowed
 * the server's stack with a 500 (issue 24).
 */
export const richTextMaxDepth = 100;

/**
 * Whether serialised rich text that is JSON nests arrays and objects deeper than
 * `richTextMaxDepth` (text that is not JSON is plain text, taken as it is). It counts
 * brackets outside JSON strings in one pass, without parsing, so no depth can overflow it.
 */
export function isRichTextTooDeep(text: string): boolean {
  if (!/^\s*[{[]/.test(text)) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '{' || character === '[') {
      depth += 1;
      if (depth > richTextMaxDepth) return true;
    } else if (character === '}' || character === ']') {
      depth -= 1;
    }
  }
  return false;
}

/** OpenAPI keywords that are annotations only; Ajv's strict mode must know them. */
const annotationKeywords = ['example', 'xml', 'externalDocs'];

/**
 * Rewrites `#/components/schemas/X` to `openapi.json#/$defs/X` so that a route's schema can
 * point into the shared definitions.
 */
export function prepareSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => prepareSchema(item));
  if (schema === null || typeof schema !== 'object') return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      result.$ref = `${sharedSchemaId}#/$defs/${value.slice('#/components/schemas/'.length)}`;
    } else {
      result[key] = prepareSchema(value);
    }
  }
  return result;
}

/** A schema pointing at one of the contract's component schemas, e.g. `JobApplicationData`. */
export function componentSchema(name: string): JsonSchema {
  return { $ref: `${sharedSchemaId}#/$defs/${name}` };
}

/** The contract's component schemas as one schema document with `$defs`. */
export function sharedSchema(document: OpenApiDocument): JsonSchema {
  return {
    $id: sharedSchemaId,
    $defs: prepareSchema(document.components?.schemas ?? {}),
  };
}

/** Every `x-` extension keyword used anywhere in the schemas. */
function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) extensionKeywords(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(child, found);
    }
  }
  return found;
}

export type Validator = ReturnType<Ajv2020['compile']>;

/**
 * An Ajv for the contract. `coerce` is for path and query strings only: JSON bodies are
 * validated as sent (a string where a number belongs is a 400, not silently converted).
 */
export function createContractAjv(document: OpenApiDocument, options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allErrors: false,
    discriminator: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: options.coerce ? 'array' : false,
  });
  addFormats.default(ajv);
  // ajv-formats takes dates the server cannot keep: a leap second (23:59:60) or an offset of
  // hours only (+01), which JavaScript reads as an Invalid Date, and the year 0, which
  // PostgreSQL does not have (1 BC precedes 1 AD). Each was a 500 (found by the contract
  // fuzz). Dates and date-times must also fall in the years 1 to 9999 (UTC).
  const rfc3339 = (format: 'date' | 'date-time') =>
    addFormats.default.get(format) as { validate: (value: string) => boolean };
  const inStorableYears = (time: number) => {
    const year = new Date(time).getUTCFullYear();
    return year >= 1 && year <= 9999;
  };
  ajv.addFormat('date', {
    type: 'string',
    validate: (value: string) =>
      rfc3339('date').validate(value) && inStorableYears(Date.parse(value)),
  });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) =>
      rfc3339('date-time').validate(value) && inStorableYears(Date.parse(value)),
  });
  // The e-mail rule the forms check with too (ajv-formats' full rule: a domain with a dot).
  ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
  ajv.addFormat('binary', true);
  // `x-trim: true` trims a string before its length is checked (names are stored trimmed, so
  // a limit counts what is stored); the handlers then receive the trimmed value.
  ajv.addKeyword({
    keyword: trimKeyword,
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    before: 'maxLength',
    validate: (trim: boolean, data: string, _schema, context) => {
      if (trim && context) context.parentData[context.parentDataProperty] = data.trim();
      return true;
    },
  });
  // `x-rich-text: true` bounds how deep a rich-text document nests (richTextMaxDepth).
  ajv.addKeyword({
    keyword: richTextKeyword,
    type: 'string',
    schemaType: 'boolean',
    error: { message: `must nest at most ${richTextMaxDepth} arrays and objects deep` },
    validate: (richText: boolean, data: string) => !richText || !isRichTextTooDeep(data),
  });
  for (const keyword of [...annotationKeywords, ...extensionKeywords(document)]) {
    if (keyword !== trimKeyword && keyword !== richTextKeyword) ajv.addKeyword(keyword);
  }
  ajv.addSchema(sharedSchema(document));
  return ajv;
}

type ContractAjv = ReturnType<typeof createContractAjv>;
const sharedAjvs = new WeakMap<OpenApiDocument, { coercing?: ContractAjv; strict?: ContractAjv }>();

/**
 * The one Ajv per contract document and mode, shared by the routes and the apply service:
 * building one and compiling its schemas takes a moment, and compiled schemas are cached in it.
 */
export function contractAjv(document: OpenApiDocument, options: { coerce: boolean }): ContractAjv {
  const modes = sharedAjvs.get(document) ?? {};
  sharedAjvs.set(document, modes);
  const mode = options.coerce ? 'coercing' : 'strict';
  modes[mode] ??= createContractAjv(document, options);
  return modes[mode];
}

const compiledSchemas = new WeakMap<ContractAjv, Map<string, Validator>>();
const parameterValidators = new WeakMap<Validator, Validator>();
const bodyValidators = new WeakMap<Validator, Validator>();

/**
 * `ajv.compile`, once per distinct schema in each shared Ajv: every app built in one process
 * (the tests build one per file) asks again for the same route schemas, as new objects.
 */
export function compileOnce(ajv: ContractAjv, schema: JsonSchema): Validator {
  const compiled = compiledSchemas.get(ajv) ?? new Map<string, Validator>();
  compiledSchemas.set(ajv, compiled);
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** Where a path, query or header object holds a number that is not finite, or null. */
function nonFiniteNumberAt(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  for (const [name, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) {
      return `/${name}`;
    }
  }
  return null;
}

/**
 * The validator of path, query and header parameters. Ajv coerces the strings "Infinity" and
 * "-Infinity" to numbers and then, with strict numbers, skips minimum and maximum for them as
 * not finite: `?pageNumber=Infinity` reached the handlers (and the database, as a 500). Such
 * values are refused here, after Ajv, as the type error they are.
 */
export function compileParameterValidator(ajv: ContractAjv, schema: JsonSchema): Validator {
  const validate = compileOnce(ajv, schema);
  let checked = parameterValidators.get(validate);
  if (!checked) {
    checked = withChecks(validate, [
      { find: nonFiniteNumberAt, keyword: 'type', message: 'must be finite' },
      { find: unstorableTextAt, keyword: 'format', message: unstorableTextMessage },
    ]);
    parameterValidators.set(validate, checked);
  }
  return checked;
}

/** The validator of a JSON request body: the schema, then text the database can store. */
export function compileBodyValidator(ajv: ContractAjv, schema: JsonSchema): Validator {
  const validate = compileOnce(ajv, schema);
  let checked = bodyValidators.get(validate);
  if (!checked) {
    checked = withChecks(validate, [
      { find: unstorableTextAt, keyword: 'format', message: unstorableTextMessage },
    ]);
    bodyValidators.set(validate, checked);
  }
  return checked;
}

interface ValueCheck {
  /** The instance path of the first value the check refuses, or null. */
  find(data: unknown): string | null;
  keyword: string;
  message: string;
}

/** `validate`, then each check on what it accepted; a refusal reads as an Ajv error. */
function withChecks(validate: Validator, checks: ValueCheck[]): Validator {
  const wrapper = ((data: unknown) => {
    const valid = validate(data);
    wrapper.errors = validate.errors;
    if (!valid) return false;
    for (const { find, keyword, message } of checks) {
      const instancePath = find(data);
      if (instancePath !== null) {
        wrapper.errors = [{ instancePath, schemaPath: '#', keyword, params: {}, message }];
        return false;
      }
    }
    return true;
  }) as Validator;
  wrapper.errors = null;
  return wrapper;
}

export const unstorableTextMessage = 'must be text without U+0000 or unpaired surrogates';

/** Half of a surrogate pair without its other half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isUnstorableText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * Where a request value (a string, or a key) holds text the database cannot store: U+0000,
 * which PostgreSQL text refuses, or an unpaired surrogate, which its JSON refuses (and text
 * would store as U+FFFD). Either failed the query with a 500; the contract fuzz found both.
 */
export function unstorableTextAt(data: unknown, path = ''): string | null {
  if (typeof data === 'string') return isUnstorableText(data) ? path : null;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}/${key}`;
    if (isUnstorableText(key)) return at;
    const found = unstorableTextAt(value, at);
    if (found !== null) return found;
  }
  return null;
}
