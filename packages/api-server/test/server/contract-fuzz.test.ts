/**
 * Contract fuzz (issue 17): every operation of the contract (packages/api-sdk/openapi.yaml,
 * read at test time) receives valid requests generated from its schemas and broken ones:
 * missing and extra fields, wrong types, empty, longest-allowed and 1 MB strings, unicode
 * (emoji, right-to-left, NUL, lone surrogates), negative, huge, non-integer, NaN and Infinity
 * numbers, malformed JSON, wrong content types, unknown and malformed ids in path and query.
 *
 * Requests come mostly from the administrator, with the session cookie or (a quarter of them,
 * issue 28) with an API token of every scope and no cookie or Origin, so that every operation's
 * answers to a token keep the contract too; a few come from nobody or with junk credentials.
 *
 * Every answer is the operation's success status or a catalogue 4xx whose body is exactly
 * `{ status, message }`; no answer is a 5xx; the server keeps answering; and a refused write
 * changes nothing (the database and the file storage are compared for every 50th refused
 * write and for fixed broken requests of every write operation).
 *
 * The generation is seeded, so a run repeats exactly. The CI form sends 10,000 requests (and
 * the fixed ones) to PostgreSQL, and to PGlite when it is the only database; with both, PGlite
 * gets 2,500 (the same seed: the first requests of each operation): each request costs it 40 %
 * more (2.5 times on a loaded machine), and the CI run's two cores are its bottleneck
 * (docs/decisions/testing.md, issue 24). The nightly form takes the number from the
 * environment, for both databases:
 *
 *   FUZZ_REQUESTS=40000 FUZZ_SEED=$(date +%Y%m%d) pnpm exec vitest run --project server-pglite \
 *     --project server-postgres packages/api-server/test/server/contract-fuzz.test.ts
 *   FUZZ_SEED=42 ...   another seed (the failure report names the seed and the request)
 *   FUZZ_OPERATIONS=addNote,listPositions ...   only these operations, as in the full run
 */
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { RecruitmentStatus } from '@ats/api-sdk';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractOperation,
  listOperations,
  loadContract,
  type OperationParameter,
} from '../../src/contract/document.ts';
import { recruitmentStages } from '../../src/db/schema/index.ts';
import { messageFor } from '../../src/error-handler.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { emailTemplateBody, richText } from '../features/email-templates/fixtures.ts';
import type { ApplicationForm } from '../features/offers/fixtures.ts';
import { multipartBody } from '../features/offers/fixtures.ts';
import { draftBody, fullBody } from '../features/recruitments/fixtures.ts';
import { useTestApp } from '../support/app.ts';
import { pdfBytes, pngBytes } from '../support/files.ts';
import { fingerprint } from '../support/fingerprint.ts';
import { backendDeveloperId, unknownId } from '../support/ids.ts';
import { seededConsentVersionId } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import {
  applicationForm,
  createWorld,
  meetingFields,
  type World,
  webhookEndpointBody,
} from './access-world.ts';
import {
  brokenValue,
  deepRichText,
  type FieldHints,
  malformedIds,
  malformedJsonBodies,
  nastyQueryValues,
  pathsOf,
  rawNumberTokens,
  rawQueryFragments,
  rawToken,
  type SchemaArbitraries,
  schemaArbitraries,
  serialiseWithRawTokens,
  unicodeStrings,
  type ValueContext,
  wrongContentTypes,
} from './contract-arbitraries.ts';

/** Requests per database (see above): PGlite alongside PostgreSQL takes a quarter. */
const ciRequests =
  process.env.TEST_DB_KIND === 'pglite' && process.env.TEST_DATABASE_URL ? 2_500 : 10_000;
const totalRuns = Number(process.env.FUZZ_REQUESTS ?? ciRequests);
const seed = Number(process.env.FUZZ_SEED ?? 20_170_017);
/** Only these operations (comma-separated ids), with the seeds of the full run. */
const onlyOperations = process.env.FUZZ_OPERATIONS?.split(',');
/** A refused write is compared with the database before it once in this many. */
const fingerprintEvery = 50;
/** The 1 MB string each operation receives once (just under the 1 MiB body limit). */
const oneMegabyte = 'x'.repeat(1_000_000);
/** Fastify's default `maxParamLength`: a longer path parameter answers 414. */
const maxParamLength = 100;

const document = loadContract();
const operations = listOperations(document);
/**
 * The runs of an operation grow with what it takes (parameters, and a body counted as
 * four): there is more to break in a form than in a list without parameters, and the
 * broken requests are the cheap ones, which keeps the CI form fast.
 */
const inputWeight = (operation: ContractOperation) =>
  1 + operation.parameters.length + (operation.requestBody ? 4 : 0);
const totalWeight = operations.reduce((sum, operation) => sum + inputWeight(operation), 0);
const runsOf = (operation: ContractOperation) =>
  Math.ceil((totalRuns * inputWeight(operation)) / totalWeight);
/** The operations whose 400 may name the refused field (Error.field), and the names it may take. */
const fieldsNamedIn400: Readonly<Record<string, RegExp>> = {
  applyForJobOffer: /^(resume|photo|coverLetter|attachments\[[^\]]+\]|personalData\.\w+)$/,
  addRecruitee:
    /^(resume|email|firstName|lastName|phoneNumber|source|sourceDetail|recruitmentId|stageId)$/,
  inviteUser: /^email$/,
  deactivateUser: /^recruitmentsOwnerId$/,
  editSignInDomains: /^domains\[\d+\]\.domain$/,
  addWebhookEndpoint: /^url$/,
  editWebhookEndpoint: /^url$/,
  uploadCandidateImport: /^(file|resumes)$/,
  setCandidateImportSettings: /^(mapping|stageId)$/,
};

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
/** Operations that delete or close what they name: they get ids of their own to spend. */
const destructive = new Set([
  'deleteRecruitment',
  'setRecruitmentStatus',
  'editRecruitment',
  'erasePersonalData',
  'deletePosition',
  'deleteQuestionnaire',
  'editQuestionnaire',
  'deleteEmailTemplate',
  'cancelMeeting',
  'deleteWebhookEndpoint',
  'discardCandidateImport',
  'startCandidateImport',
  // Merging deletes the merged candidate.
  'mergeRecruitees',
]);

/** The JSON part of each multipart operation's form. */
const multipartJsonPart: Readonly<Record<string, string>> = {
  applyForJobOffer: 'application',
  addRecruitee: 'candidate',
};

/** The statuses the contract declares for an operation. */
function declaredStatuses(operation: ContractOperation): Set<number> {
  const pathItem = document.paths[operation.path] as Record<string, { responses?: object }>;
  const responses = pathItem[operation.method.toLowerCase()]?.responses ?? {};
  return new Set(Object.keys(responses).map(Number));
}

/**
 * Who sends it: the administrator with the session cookie (`owner`) or with an API token of
 * every scope (`token`, without cookie or Origin), nobody, or junk in the cookie or the
 * Authorization header.
 */
type Caller = 'owner' | 'token' | 'signedOut' | 'junkCookie' | 'junkToken';

type Body =
  | { json: unknown }
  | { raw: string | Buffer; contentType?: string }
  | { form: ApplicationForm };

/** One request of the fuzz, before it is put on the wire. */
interface FuzzCase {
  /** What is tried, for the failure report. */
  label: string;
  /** Path parameter values, percent-encoded (or deliberately not). */
  params: Record<string, string>;
  /** The query string without `?`, encoded as it is to be sent. */
  query: string;
  body?: Body;
  headers: Record<string, string>;
  caller: Caller;
  /** Compare the database before and after when the write is refused. */
  alwaysFingerprint?: boolean;
}

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes. */
function encodeLoosely(value: string): string {
  let encoded = '';
  for (const character of value) {
    const isLoneSurrogate =
      character.length === 1 &&
      character.charCodeAt(0) >= 0xd800 &&
      character.charCodeAt(0) <= 0xdfff;
    encoded += isLoneSurrogate ? '%ED%A0%80' : encodeURIComponent(character);
  }
  return encoded;
}

function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeLoosely(name)}=${encodeLoosely(String(item))}`);
    }
  }
  return pairs.join('&');
}

/** The ids and codes the requests use, so that valid ones reach the handlers' real work. */
interface Pools {
  recruitments: string[];
  recruitees: string[];
  jobApplications: string[];
  files: string[];
  questionnaires: string[];
  questionIds: string[];
  stages: string[];
  positions: string[];
  users: string[];
  emailTemplates: string[];
  /** Meeting activities (rescheduleMeeting, cancelMeeting). */
  meetings: string[];
  /** Webhook endpoints, and deliveries of the first (redeliverWebhookDelivery). */
  webhookEndpoints: string[];
  webhookDeliveries: string[];
  /** Imports: uploaded, checked, running. */
  imports: string[];
}

function fieldHints(pools: Pools, spendable: Pools): FieldHints {
  return ({ operationId, field, component }: ValueContext) => {
    const ids = destructive.has(operationId) ? spendable : pools;
    const name = field.toLowerCase();
    // The public offer and applying: the open recruitment (the others are not offered).
    if (name === 'recruitmentid' && /JobOffer/.test(operationId))
      return ids.recruitments.slice(0, 1);
    if (name === 'id') {
      if (component === 'StageForEdit') return ids.stages;
      if (component.endsWith('Element')) return [];
      if (/questionnaire/i.test(operationId)) return ids.questionnaires;
      if (/emailtemplate/i.test(operationId)) return ids.emailTemplates;
      if (/webhook/i.test(operationId)) return ids.webhookEndpoints;
      if (/import/i.test(operationId)) return ids.imports;
      if (/meeting/i.test(operationId)) return ids.meetings;
      if (/recruitment/i.test(operationId)) return ids.recruitments;
      return [];
    }
    if (/stageid/.test(name)) return ids.stages;
    // recruiteeId, and the merge's and the pairs' keptRecruiteeId, firstRecruiteeId, ...
    if (name.endsWith('recruiteeid')) return ids.recruitees;
    if (name === 'recruitmentid') return ids.recruitments;
    if (name === 'jobapplicationid') return ids.jobApplications;
    if (name === 'fileidentifier') return ids.files;
    if (name === 'questionnaireid') return ids.questionnaires;
    if (name === 'emailtemplateid') return ids.emailTemplates;
    if (name === 'deliveryid') return ids.webhookDeliveries;
    if (name === 'questionid') return ids.questionIds;
    if (name === 'positionid' || name === 'neworexistingposition') return ids.positions;
    if (/userid|ownerid|hiringmanagerid|recruiterids|atsuseridstoskip/.test(name)) return ids.users;
    if (name === 'consentversionid') return [seededConsentVersionId];
    if (name === 'languageid') return ['en', 'pl'];
    if (/timezone/.test(name))
      return ['Europe/Warsaw', 'UTC', 'America/New_York', 'Asia/Kathmandu'];
    if (/currency/.test(name)) return ['PLN', 'EUR', 'USD'];
    if (name === 'invitedpeople' || name === 'email') return ['ada@example.com'];
    if (name === 'redirecturl') return ['/recruitments', '/', '/recruitments?tab=open#x'];
    return [];
  };
}

/** An endpoint with a test delivery, and a second endpoint. */
async function webhookPool(
  world: World,
): Promise<Pick<Pools, 'webhookEndpoints' | 'webhookDeliveries'>> {
  const { endpointId, deliveryId } = await world.newWebhookDelivery();
  return {
    webhookEndpoints: [endpointId, await world.newWebhookEndpoint()],
    webhookDeliveries: [deliveryId],
  };
}

/** An import in each state a call may find it in. */
async function importPool(world: World): Promise<Pick<Pools, 'imports'>> {
  return {
    imports: [
      await world.newImport('Uploaded'),
      await world.newImport('Checked'),
      await world.newImport('Running'),
    ],
  };
}

/**
 * The multipart body of uploadCandidateImport from a value of its schema (the file parts'
 * texts as the parts' contents, whatever the value holds), put on the wire by hand.
 */
function importUploadBody(value: unknown): Body {
  const boundary = 'fuzzimport';
  const entries =
    value !== null && typeof value === 'object' ? Object.entries(value) : [['file', value]];
  const parts = entries.map(([name, content]) => {
    const safeName = String(name).replace(/["\r\n]/g, '_');
    const text = typeof content === 'string' ? content : JSON.stringify(content ?? null);
    return `--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"; filename="${safeName}.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n`;
  });
  return {
    raw: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Known-good bodies of the write operations (as the app sends them), to start from. */
async function exampleBodies(world: World, spendable: Pools): Promise<Record<string, unknown[]>> {
  const candidate = {
    recruiteeId: world.ours.candidate.recruiteeId,
    recruitmentId: world.ours.candidate.recruitmentId,
  };
  const owner = world.userIds.administrator;
  const team = { recruiterIds: world.ours.teamIds };
  const questionnaire = { questionnaireId: world.questionnaireId, ownerId: owner };
  return {
    editStages: [{ recruitmentRecruiteeStages: await world.stagesForEdit() }],
    editPosition: [
      {
        positionId: spendable.positions[0],
        localizations: [
          { languageId: 'en', positionName: 'Fuzzed position' },
          { languageId: 'pl', positionName: 'Stanowisko z fuzzingu' },
        ],
      },
    ],
    addQuestionnaire: [world.draftQuestionnaireBody()],
    editQuestionnaire: [{ id: spendable.questionnaires[0], ...world.draftQuestionnaireBody() }],
    addRecruitment: [fullBody(questionnaire, team), draftBody(owner)],
    editRecruitment: [
      { id: spendable.recruitments[0], ...fullBody(questionnaire, team) },
      { id: spendable.recruitments[1], ...draftBody(owner) },
    ],
    setRecruitmentStatus: [
      { recruitmentId: spendable.recruitments[0], newStatus: RecruitmentStatus.Open },
      { recruitmentId: spendable.recruitments[1], newStatus: RecruitmentStatus.Closed },
    ],
    updateRecruitmentTeam: [
      {
        recruitmentId: world.ours.recruitmentId,
        editedRecruitmentRecruiterIds: world.ours.teamIds,
      },
    ],
    setStage: [{ ...candidate, recruitmentRecruiteeStageId: world.customStageId }],
    setScore: [{ ...candidate, score: 4, comment: 'Strong.' }],
    logPhoneCall: [
      {
        ...candidate,
        callType: 1,
        callDate: new Date().toISOString().slice(0, 10),
        callTime: new Date().toISOString(),
        description: 'First call.',
      },
    ],
    addNote: [{ ...candidate, text: 'Strong candidate.' }],
    scheduleMeeting: [
      {
        ...candidate,
        meetingName: 'Interview',
        invitedPeople: ['ada@example.com'],
        durationInMinutes: 60,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: new Date(Date.now() + 86_400_000).toISOString(),
      },
    ],
    rescheduleMeeting: [meetingFields()],
    sendMessage: [
      {
        ...candidate,
        language: 'en',
        subject: 'About {recruitmentTitle}',
        body: richText('Hello {candidateFirstName},', 'Best regards, {senderName}'),
      },
    ],
    addEmailTemplate: [emailTemplateBody()],
    addWebhookEndpoint: [webhookEndpointBody()],
    mergeRecruitees: [
      { keptRecruiteeId: spendable.recruitees[0], mergedRecruiteeId: spendable.recruitees[1] },
    ],
    dismissDuplicatePair: [
      { firstRecruiteeId: candidate.recruiteeId, secondRecruiteeId: spendable.recruitees[0] },
    ],
    editWebhookEndpoint: [webhookEndpointBody()],
    editEmailTemplate: [emailTemplateBody()],
    previewEmailTemplate: [
      { language: 'pl', subject: 'Cześć {candidateFirstName}', body: richText('{senderName}') },
      { ...candidate, language: 'en', subject: 'Hi', body: richText('Hi {unknown') },
    ],
    editRetentionSettings: [{ isEnabled: false, monthsWithoutApplication: 24 }],
    applyForJobOffer: [applicationForm().application],
    addRecruitee: ['referral', 'sourced'].map((source) => ({
      firstName: 'Fuzzed',
      lastName: 'By Hand',
      email: `fuzzed.${source}@example.com`,
      phoneNumber: null,
      source,
      sourceDetail: 'A colleague',
      recruitmentId: world.ours.recruitmentId,
      stageId: null,
    })),
    uploadCandidateImport: [
      { file: 'Name,Email\nAnna Nowak,anna.fuzz@example.com\n' },
      { file: '\uFEFFImię;Nazwisko;E-mail\n"Jan\nJózef";Kowalski;jan.fuzz@example.com\n' },
    ],
    setCandidateImportSettings: [world.importSettings()],
  };
}

/** Builds the arbitrary of one operation's requests. */
class RequestGenerator {
  constructor(
    private readonly schemas: SchemaArbitraries,
    private readonly examples: Record<string, unknown[]>,
  ) {}

  private value(operation: ContractOperation, schema: object, field: string) {
    return this.schemas.validValue(schema as Record<string, unknown>, {
      operationId: operation.operationId,
      field,
      component: '',
    });
  }

  private parameters(operation: ContractOperation, location: OperationParameter['in']) {
    return operation.parameters.filter((parameter) => parameter.in === location);
  }

  /** Valid values of the path parameters, encoded. */
  private validParams(operation: ContractOperation): fc.Arbitrary<Record<string, string>> {
    const model = Object.fromEntries(
      this.parameters(operation, 'path').map((parameter) => [
        parameter.name,
        this.value(operation, parameter.schema ?? {}, parameter.name).map((value) =>
          encodeLoosely(String(value)),
        ),
      ]),
    );
    return fc.record(model);
  }

  /** Valid query parameters: the required ones always, the others now and then. */
  private validQuery(operation: ContractOperation): fc.Arbitrary<Record<string, unknown>> {
    const query = this.parameters(operation, 'query');
    const model = Object.fromEntries(
      query.map((parameter) => [
        parameter.name,
        this.value(operation, parameter.schema ?? {}, parameter.name),
      ]),
    );
    return fc.record(model, {
      requiredKeys: query.filter((parameter) => parameter.required).map(({ name }) => name),
    });
  }

  /** A valid JSON body: from the schema, or one the app sends. */
  private validJson(operation: ContractOperation): fc.Arbitrary<unknown> {
    const schema = operation.requestBody?.schema ?? {};
    const jsonPart = multipartJsonPart[operation.operationId];
    const fromSchema = jsonPart
      ? this.value(
          operation,
          (this.schemas.resolve(schema).schema.properties as Record<string, object>)[jsonPart] ??
            {},
          '',
        )
      : this.value(operation, schema, '');
    const examples = this.examples[operation.operationId] ?? [];
    return examples.length > 0 ? fc.oneof(fromSchema, fc.constantFrom(...examples)) : fromSchema;
  }

  private headers(operation: ContractOperation): fc.Arbitrary<Record<string, string>> {
    const idempotencyKey = this.parameters(operation, 'header').some(
      (parameter) => parameter.name.toLowerCase() === 'idempotency-key',
    );
    return fc.record(
      {
        'accept-language': fc.constantFrom(
          'en',
          'pl',
          'pl-PL,pl;q=0.9,en;q=0.5',
          '*',
          'xx',
          'pl;q=abc',
          ',,,',
          'a'.repeat(5_000),
          'zh-Hant-TW-u-ca-chinese',
        ),
        ...(idempotencyKey ? { 'idempotency-key': fc.uuid() } : {}),
      },
      { requiredKeys: idempotencyKey ? ['idempotency-key'] : [] },
    );
  }

  /** The whole arbitrary: valid requests and every kind of broken one. */
  requests(operation: ContractOperation): fc.Arbitrary<FuzzCase> {
    const pathParameters = this.parameters(operation, 'path');
    const queryParameters = this.parameters(operation, 'query');
    const multipart = operation.requestBody?.contentType === 'multipart/form-data';
    const json = operation.requestBody && !multipart;
    const base = fc.record({
      params: this.validParams(operation),
      query: this.validQuery(operation),
      json: operation.requestBody ? this.validJson(operation) : fc.constant(undefined),
      headers: this.headers(operation),
      // Mostly the owner, who may do everything: requests reach validation and the handlers.
      caller: fc.oneof(
        { weight: 28, arbitrary: fc.constant<Caller>('owner') },
        // The same person with a token: every operation's answers keep the contract too.
        { weight: 10, arbitrary: fc.constant<Caller>('token') },
        { weight: 1, arbitrary: fc.constantFrom<Caller>('signedOut', 'junkCookie', 'junkToken') },
      ),
      cookieJunk: fc.constantFrom(
        '',
        'ats_session=',
        'ats_session=%00',
        `ats_session=${'x'.repeat(5_000)}`,
        'ats_session="\\"',
      ),
      authorizationJunk: fc.constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'bearer ats_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        `Bearer ats_${'0'.repeat(16)}_${'x'.repeat(5_000)}`,
        'Bearer a b',
        'Basic dXNlcjpwYXNz',
        'Bearer \u00ff\u00fe',
      ),
      files: fc.record({
        resume: fc.oneof(
          { weight: 4, arbitrary: fc.constant('pdf') },
          { weight: 1, arbitrary: fc.constantFrom('png', 'exe', 'empty', 'none') },
        ),
        photo: fc.constantFrom('png', 'pdf', 'none'),
      }),
    });
    type Base = typeof base extends fc.Arbitrary<infer T> ? T : never;

    const form = (json: unknown, files: Base['files']) =>
      this.form(json, files, operation.operationId);
    const bodyOf = (b: Base, application?: unknown): Body | undefined => {
      if (multipart && operation.operationId === 'uploadCandidateImport') {
        return importUploadBody(application ?? b.json);
      }
      if (multipart) return { form: form(application ?? b.json, b.files) };
      if (json) return { json: application ?? b.json };
      return undefined;
    };
    const finish = (b: Base, label: string, changes: Partial<FuzzCase> = {}): FuzzCase => ({
      label,
      params: b.params,
      query: queryString(b.query),
      body: bodyOf(b),
      headers: {
        ...b.headers,
        ...(b.caller === 'junkCookie' ? { cookie: b.cookieJunk } : {}),
        ...(b.caller === 'junkToken' ? { authorization: b.authorizationJunk } : {}),
      },
      caller: b.caller,
      ...changes,
    });

    const kinds: fc.WeightedArbitrary<FuzzCase>[] = [
      { weight: 2, arbitrary: base.map((b) => finish(b, 'valid')) },
    ];

    if (pathParameters.length > 0) {
      kinds.push({
        weight: 2,
        arbitrary: base.chain((b) =>
          fc
            .tuple(
              fc.constantFrom(...pathParameters.map(({ name }) => name)),
              fc.oneof(
                fc.constantFrom(unknownId).map(encodeURIComponent),
                fc.uuid().map(encodeURIComponent),
                fc.constantFrom(...malformedIds(unknownId)).map(encodeLoosely),
                fc.constantFrom(...nastyQueryValues).map(encodeLoosely),
                fc.constantFrom(
                  ...rawQueryFragments,
                  '..',
                  '%2e%2e',
                  '%2F',
                  'a%2Fb',
                  '.',
                  'x'.repeat(maxParamLength),
                  'x'.repeat(maxParamLength + 1),
                ),
              ),
            )
            .map(([name, value]) =>
              finish(b, `path ${name}=${value.slice(0, 60)}`, {
                params: { ...b.params, [name]: value },
              }),
            ),
        ),
      });
    }

    // Query parameters: one replaced, a required one left out, one repeated, an unknown one.
    kinds.push({
      weight: queryParameters.length > 0 ? 3 : 1,
      arbitrary: base.chain((b) => {
        const names = queryParameters.map(({ name }) => name);
        const replaced = names.length
          ? fc
              .tuple(
                fc.constantFrom(...names),
                fc.oneof(
                  fc.constantFrom(...nastyQueryValues).map(encodeLoosely),
                  fc.constantFrom(...malformedIds(unknownId)).map(encodeLoosely),
                  fc.constantFrom(...rawQueryFragments),
                  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeLoosely),
                ),
              )
              .map(([name, value]) => {
                const rest = { ...b.query };
                delete rest[name];
                const others = queryString(rest);
                return finish(b, `query ${name}=${value.slice(0, 60)}`, {
                  query: [others, `${encodeURIComponent(name)}=${value}`].filter(Boolean).join('&'),
                });
              })
          : undefined;
        const required = queryParameters.filter((parameter) => parameter.required);
        const dropped = required.length
          ? fc.constantFrom(...required.map(({ name }) => name)).map((name) => {
              const rest = { ...b.query };
              delete rest[name];
              return finish(b, `query without ${name}`, { query: queryString(rest) });
            })
          : undefined;
        const repeated = names.length
          ? fc.constantFrom(...names).map((name) => {
              const value = b.query[name] ?? '1';
              return finish(b, `query ${name} twice`, {
                query: queryString({ ...b.query, [name]: [value, value].flat() }),
              });
            })
          : undefined;
        const unknown = fc
          .tuple(
            fc.constantFrom('extra', 'PAGENUMBER', '__proto__', 'constructor', '', 'a[b]', 'a.b'),
            fc.constantFrom(...nastyQueryValues),
          )
          .map(([name, value]) =>
            finish(b, `query with unknown ${name}`, {
              query: [queryString(b.query), `${encodeLoosely(name)}=${encodeLoosely(value)}`].join(
                '&',
              ),
            }),
          );
        return fc.oneof(
          ...[replaced, dropped, repeated, unknown].filter((arbitrary) => arbitrary !== undefined),
        );
      }),
    });

    if (operation.requestBody) {
      // One place of the body broken: removed, added, wrong type, out of bounds.
      kinds.push({
        weight: 8,
        arbitrary: base.chain((b) =>
          brokenValue(b.json).map(({ value, change }) =>
            finish(b, `body ${change}`, { body: bodyOf(b, value) }),
          ),
        ),
      });
      // A number of the body written as a token JSON.stringify never writes.
      kinds.push({
        weight: 1,
        arbitrary: base.chain((b) => {
          const places = pathsOf(b.json).filter((path) => path.length > 0);
          if (places.length === 0) return fc.constant(finish(b, 'valid'));
          return fc
            .tuple(fc.constantFrom(...places), fc.constantFrom(...rawNumberTokens))
            .map(([path, token]) => {
              const copy = structuredClone(b.json) as Record<string | number, unknown>;
              let parent = copy;
              for (const key of path.slice(0, -1)) parent = parent[key] as typeof parent;
              parent[path[path.length - 1] as string] = rawToken(token);
              return finish(b, `body /${path.join('/')} = ${token}`, {
                body: multipart
                  ? bodyOf(b, copy)
                  : { raw: serialiseWithRawTokens(copy), contentType: 'application/json' },
              });
            });
        }),
      });
    }

    if (json) {
      kinds.push(
        {
          weight: 2,
          arbitrary: base.chain((b) =>
            fc.constantFrom(...malformedJsonBodies).map((raw) =>
              finish(b, `malformed JSON ${JSON.stringify(String(raw).slice(0, 40))}`, {
                body: { raw, contentType: 'application/json' },
              }),
            ),
          ),
        },
        {
          weight: 1,
          arbitrary: base.chain((b) =>
            fc.constantFrom(...wrongContentTypes, undefined).map((contentType) =>
              finish(b, `content type ${contentType ?? '(none)'}`, {
                body: { raw: JSON.stringify(b.json), contentType },
              }),
            ),
          ),
        },
        {
          weight: 1,
          arbitrary: base.map((b) => finish(b, 'no body', { body: undefined })),
        },
      );
    }

    if (multipart) {
      kinds.push({
        weight: 3,
        arbitrary: base.chain((b) =>
          fc.oneof(
            // The application part is not JSON, or not an application.
            fc
              .constantFrom(
                ...malformedJsonBodies.filter((raw) => typeof raw === 'string'),
                ...unicodeStrings,
              )
              .map((raw) =>
                finish(b, `application part ${JSON.stringify(String(raw).slice(0, 40))}`, {
                  body: { form: { ...form(b.json, b.files), application: raw } },
                }),
              ),
            // Parts the form does not have, or twice.
            fc
              .constantFrom<[string, string | { bytes: Buffer; name: string; type: string }][]>(
                [['application', '{}']],
                [['unknown', 'x']],
                [['resume', 'not a file']],
                [
                  [
                    'attachments[not-a-uuid]',
                    { bytes: pdfBytes, name: 'a.pdf', type: 'application/pdf' },
                  ],
                ],
                [
                  [
                    `attachments[${unknownId}]`,
                    { bytes: pdfBytes, name: '../../etc/passwd', type: 'application/pdf' },
                  ],
                ],
                [['photo', { bytes: pngBytes, name: '\u0000.png', type: 'image/png' }]],
              )
              .map((extra) =>
                finish(b, `extra parts ${extra.map(([name]) => name).join(', ')}`, {
                  body: { form: { ...form(b.json, b.files), extra } },
                }),
              ),
            // Not a multipart body at all, or a broken one.
            fc
              .constantFrom<Body>(
                { raw: JSON.stringify({ application: b.json }), contentType: 'application/json' },
                { raw: 'application=x', contentType: 'application/x-www-form-urlencoded' },
                {
                  raw: '--fuzz\r\nContent-Disposition: form-data; name="application"\r\n\r\n{',
                  contentType: 'multipart/form-data; boundary=fuzz',
                },
                { raw: 'garbage', contentType: 'multipart/form-data' },
                { raw: '', contentType: 'multipart/form-data; boundary=fuzz' },
                { raw: '--fuzz--\r\n', contentType: 'multipart/form-data; boundary=fuzz' },
              )
              .map((body) =>
                finish(b, `multipart ${String((body as { contentType?: string }).contentType)}`, {
                  body,
                }),
              ),
            // The idempotency key missing or not a UUID.
            fc
              .constantFrom(undefined, '', 'not-a-uuid', `${unknownId}x`, 'x'.repeat(5_000))
              .map((key) => {
                const headers = { ...b.headers };
                delete headers['idempotency-key'];
                return finish(b, `idempotency key ${String(key).slice(0, 40)}`, {
                  headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
                });
              }),
          ),
        ),
      });
    }

    if (!operation.requestBody && isWrite(operation.method)) {
      // A body where the operation takes none.
      kinds.push({
        weight: 1,
        arbitrary: base.chain((b) =>
          fc
            .constantFrom(...malformedJsonBodies.slice(0, 8))
            .map((raw) =>
              finish(b, 'unexpected body', { body: { raw, contentType: 'application/json' } }),
            ),
        ),
      });
    }
    return fc.oneof(...kinds);
  }

  /** The multipart form of an application with the chosen files. */
  form(
    application: unknown,
    files: { resume: string; photo: string },
    operationId: string,
  ): ApplicationForm {
    const file = (kind: string) =>
      ({
        pdf: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' },
        png: { bytes: pngBytes, name: 'me.png', type: 'image/png' },
        exe: { bytes: Buffer.from('MZ\u0090\u0000'), name: 'cv.pdf', type: 'application/pdf' },
        empty: { bytes: Buffer.alloc(0), name: 'empty.pdf', type: 'application/pdf' },
      })[kind];
    if (operationId === 'addRecruitee') {
      return { application, jsonPart: 'candidate', resume: file(files.resume) };
    }
    return { application, resume: file(files.resume), photo: file(files.photo) };
  }
}

/** The server's error log lines by request id: the cause of a 5xx, for the report. */
const loggedErrors = new Map<string, string>();
const errorLog = new Writable({
  write(chunk, _encoding, done) {
    const line = JSON.parse(String(chunk)) as {
      reqId?: string;
      err?: { message?: string; stack?: string };
    };
    // A failed query's message is its SQL; what went wrong is its cause, in the stack.
    const cause = /caused by: (.*)/.exec(line.err?.stack ?? '')?.[1] ?? line.err?.message;
    if (line.reqId) loggedErrors.set(line.reqId, (cause ?? String(chunk)).slice(0, 300));
    done();
  },
});

describe('contract fuzz', () => {
  const testApp = useTestApp(
    {
      signInRateLimit: 1_000_000_000,
      applyRateLimit: 1_000_000_000,
      apiTokenRateLimit: 1_000_000_000,
      // As served (sessions are cached for a few seconds), longer: one lookup, not 10,000.
      sessionCacheSeconds: 3_600,
    },
    { logger: { level: 'error', stream: errorLog } },
  );
  let world: World;
  let generator: RequestGenerator;
  let examples: Record<string, unknown[]>;
  let ownerCookie: string;
  /** A session of its own for logout, which ends the session it is sent with. */
  let logoutCookie: string;
  const totals = { requests: 0, writes: 0, fingerprints: 0, byStatus: new Map<number, number>() };
  const started = Date.now();

  beforeAll(async () => {
    world = await createWorld(testApp);
    ownerCookie = world.cookies.administrator;
    logoutCookie = await signIn(testApp.app, 'recruiter@example.com');
    const questionnaire = await testApp.app.inject({
      method: 'GET',
      url: `/api/Questionnaires/${world.questionnaireId}`,
      headers: { cookie: ownerCookie },
    });
    const questionIds = (
      questionnaire.json() as { structure: { elements: { id: string }[] } }
    ).structure.elements.map((element) => element.id);
    const stages = await testApp.database.db
      .select({ id: recruitmentStages.id })
      .from(recruitmentStages)
      .orderBy(asc(recruitmentStages.id));
    const { userIds } = world;
    const { candidate } = world.ours;
    const pools: Pools = {
      recruitments: [
        world.ours.recruitmentId,
        await world.ours.newRecruitment('draft'),
        await world.ours.newRecruitment('pending'),
      ],
      recruitees: [candidate.recruiteeId],
      jobApplications: [candidate.jobApplicationId],
      files: [candidate.resumeFileId, candidate.photoFileId],
      questionnaires: [world.questionnaireId, await world.newDraftQuestionnaire()],
      questionIds,
      stages: stages.map(({ id }) => id),
      positions: [backendDeveloperId, await world.newPosition()],
      users: [userIds.administrator, world.other.ownerId, userIds.recruiter],
      emailTemplates: [await world.newEmailTemplate(), await world.newEmailTemplate()],
      meetings: [await world.ours.newMeeting()],
      ...(await webhookPool(world)),
      ...(await importPool(world)),
    };
    const spentCandidates = [await world.ours.newCandidate(), await world.ours.newCandidate()];
    const spendable: Pools = {
      ...pools,
      recruitments: [
        await world.ours.newRecruitment('pending'),
        await world.ours.newRecruitment('pending'),
        await world.ours.newRecruitment('draft'),
        await world.ours.newRecruitment('draft'),
      ],
      recruitees: spentCandidates.map(({ recruiteeId }) => recruiteeId),
      jobApplications: spentCandidates.map(({ jobApplicationId }) => jobApplicationId),
      questionnaires: [
        await world.newDraftQuestionnaire(),
        await world.newDraftQuestionnaire(),
        await world.newDraftQuestionnaire(),
      ],
      positions: [await world.newPosition(), await world.newPosition(), await world.newPosition()],
      emailTemplates: [await world.newEmailTemplate(), await world.newEmailTemplate()],
      meetings: [await world.ours.newMeeting(), await world.ours.newMeeting()],
      ...(await webhookPool(world)),
      ...(await importPool(world)),
    };
    examples = await exampleBodies(world, spendable);
    generator = new RequestGenerator(
      schemaArbitraries(document, fieldHints(pools, spendable)),
      examples,
    );
  });

  /*
   * What the fuzz found (each was a 500), as fixed requests: a seed that no longer reaches
   * them cannot let them come back.
   */
  describe('requests that were 500s answer 400 and change nothing', () => {
    const example = (operationId: string) => examples[operationId]?.[0] as Record<string, unknown>;
    const cases: [string, () => InjectOptions][] = [
      [
        'a NUL in a search',
        () => ({ method: 'GET', url: '/api/RecruitmentPositions?startingWith=a%00b' }),
      ],
      [
        'a NUL in a note',
        () => ({
          method: 'POST',
          url: '/api/Activities/note',
          payload: { ...example('addNote'), text: 'a\u0000b' },
        }),
      ],
      [
        'half a surrogate pair in a note',
        () => ({
          method: 'POST',
          url: '/api/Activities/note',
          payload: { ...example('addNote'), text: 'x\udfffy' },
        }),
      ],
      [
        'a budget over what the database holds',
        () => ({
          method: 'POST',
          url: '/api/Recruitments/add',
          payload: { ...example('addRecruitment'), budgetPerPositionMax: 1e12 },
        }),
      ],
      [
        'a leap second',
        () => ({
          method: 'POST',
          url: '/api/Activities/phonecall',
          payload: { ...example('logPhoneCall'), callTime: '2016-12-31T23:59:60Z' },
        }),
      ],
      [
        'an offset of hours only',
        () => ({
          method: 'POST',
          url: '/api/Activities/meeting',
          payload: { ...example('scheduleMeeting'), meetingDateTime: '2030-06-01T12:00:00+01' },
        }),
      ],
      [
        'the year 0 (date-time)',
        () => ({
          method: 'POST',
          url: '/api/Activities/phonecall',
          // Date.UTC reads the year 0 as 1900: the call date check let it through.
          payload: {
            ...example('logPhoneCall'),
            callDate: '1900-01-01',
            callTime: '0000-01-01T00:00:00Z',
          },
        }),
      ],
      [
        'the year 0 (date-time with an offset)',
        () => ({
          method: 'POST',
          url: '/api/Activities/phonecall',
          payload: {
            ...example('logPhoneCall'),
            callDate: '1900-12-31',
            callTime: '0001-01-01T00:30:00+01:00',
          },
        }),
      ],

      [
        'a multipart body without a boundary',
        () => ({
          method: 'POST',
          url: `/api/JobOffers/${world.ours.recruitmentId}/apply`,
          headers: { 'content-type': 'multipart/form-data', 'idempotency-key': unknownId },
          payload: 'garbage',
        }),
      ],
      [
        'a multipart body cut short',
        () => ({
          method: 'POST',
          url: `/api/JobOffers/${world.ours.recruitmentId}/apply`,
          headers: {
            'content-type': 'multipart/form-data; boundary=fuzz',
            'idempotency-key': unknownId,
          },
          payload: '--fuzz\r\nContent-Disposition: form-data; name="application"\r\n\r\n{',
        }),
      ],
    ];
    it.each(cases)('%s', async (_name, request) => {
      const options = request();
      const before = await fingerprint(testApp);
      const response = await testApp.app.inject({
        ...options,
        headers: {
          cookie: world.cookies.administrator,
          origin: testApp.app.config.publicOrigin,
          ...options.headers,
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
      expect(await fingerprint(testApp)).toEqual(before);
    });

    it('the largest budget the contract allows is stored', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/Recruitments/add',
        headers: { cookie: world.cookies.administrator, origin: testApp.app.config.publicOrigin },
        payload: {
          ...example('addRecruitment'),
          budgetPerPositionMin: 999_999_999_999.99,
          budgetPerPositionMax: 999_999_999_999.99,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  afterAll(() => {
    const statuses = [...totals.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `contract fuzz (${process.env.TEST_DB_KIND}): ${totals.requests} requests (seed ${seed}) in ${Math.round((Date.now() - started) / 1000)} s; ` +
        `${totals.fingerprints} refused writes compared; statuses ${statuses.join(', ')}`,
    );
  });

  async function toInjectOptions(
    operation: ContractOperation,
    fuzzCase: FuzzCase,
  ): Promise<InjectOptions> {
    const url = operation.path.replace(
      /\{(\w+)\}/g,
      (_match, name: string) => fuzzCase.params[name] ?? '',
    );
    const cookie =
      fuzzCase.caller === 'owner'
        ? operation.operationId === 'logout'
          ? logoutCookie
          : ownerCookie
        : undefined;
    const headers: Record<string, string> = {
      host: new URL(testApp.app.config.publicOrigin).host,
      // A token needs no Origin: none is sent with it.
      ...(fuzzCase.caller === 'token'
        ? { authorization: `Bearer ${world.tokens.administrator}` }
        : { origin: testApp.app.config.publicOrigin }),
      ...(cookie ? { cookie } : {}),
      ...fuzzCase.headers,
    };
    let payload: InjectOptions['payload'];
    const { body } = fuzzCase;
    if (body && 'json' in body) {
      payload = serialiseWithRawTokens(body.json);
      headers['content-type'] = 'application/json';
    } else if (body && 'raw' in body) {
      payload = body.raw;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    } else if (body && 'form' in body) {
      const multipart = await multipartBody(body.form);
      payload = multipart.payload;
      headers['content-type'] = multipart.contentType;
    }
    return {
      method: operation.method as 'GET',
      url: fuzzCase.query ? `${url}?${fuzzCase.query}` : url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
  }

  /** What is wrong with an answer, or null when it keeps the contract. */
  function problemWith(
    operation: ContractOperation,
    fuzzCase: FuzzCase,
    response: LightMyRequestResponse,
  ): string | null {
    const status = response.statusCode;
    const declared = declaredStatuses(operation);
    if (status >= 500) {
      const requestId = String(response.headers['x-request-id']);
      return `answered ${status} (${loggedErrors.get(requestId) ?? 'nothing logged'})`;
    }
    if (status < 400)
      return declared.has(status) ? null : `answered ${status}, not in the contract`;
    // Refusals before the operation is known, the same for every operation: an overlong
    // path parameter (414), and a body sent where the operation takes none (400).
    const overlongParam = Object.values(fuzzCase.params).some(
      (value) => value.length > maxParamLength,
    );
    const unexpectedBody = fuzzCase.body !== undefined && !operation.requestBody;
    const beforeTheOperation =
      (status === 414 && overlongParam) || (status === 400 && unexpectedBody);
    if (!declared.has(status) && !beforeTheOperation) {
      return `answered ${status}, which the contract does not declare for ${operation.operationId}`;
    }
    if (!(status in errorCatalogue) && status !== 414)
      return `answered ${status}, not a catalogue error`;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 100)}`;
    }
    const expected = { status, message: messageFor(status) };
    // A 400 of these operations may also name the refused field (Error.field), nothing else may.
    const { field, ...withoutField } = (body ?? {}) as Record<string, unknown>;
    const refusedFields = fieldsNamedIn400[operation.operationId];
    const namesRefusedField =
      refusedFields !== undefined &&
      status === 400 &&
      typeof field === 'string' &&
      refusedFields.test(field);
    if (!isDeepStrictEqual(namesRefusedField ? withoutField : body, expected)) {
      return `answered ${status} with ${response.body.slice(0, 200)}, not ${JSON.stringify(expected)}`;
    }
    return null;
  }

  /** Runs the cases of one operation; answers the problems found. */
  async function run(operation: ContractOperation, cases: FuzzCase[]): Promise<string[]> {
    const problems: string[] = [];
    for (const fuzzCase of cases) {
      const request = await toInjectOptions(operation, fuzzCase);
      const write = isWrite(operation.method);
      if (write) totals.writes += 1;
      const compare =
        write && (fuzzCase.alwaysFingerprint || totals.writes % fingerprintEvery === 0);
      const before = compare ? await fingerprint(testApp) : undefined;
      const response = await testApp.app.inject(request);
      totals.requests += 1;
      totals.byStatus.set(response.statusCode, (totals.byStatus.get(response.statusCode) ?? 0) + 1);
      // The request as the report shows it (built only for a problem: bodies can be 1 MB).
      const where = () => {
        const payload =
          request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 300)}`;
        return `${operation.operationId} [${fuzzCase.label}] ${request.method} ${String(request.url).slice(0, 200)}${payload}`;
      };
      const problem = problemWith(operation, fuzzCase, response);
      if (problem) problems.push(`${where()}: ${problem}`);
      if (before && response.statusCode >= 400) {
        totals.fingerprints += 1;
        const after = await fingerprint(testApp);
        if (!isDeepStrictEqual(after, before)) {
          const changed = Object.keys(after.tables).filter(
            (table) => after.tables[table] !== before.tables[table],
          );
          problems.push(
            `${where()}: refused with ${response.statusCode} but changed ${[...changed, ...(isDeepStrictEqual(after.files, before.files) ? [] : ['stored files'])].join(', ')}`,
          );
        }
      }
    }
    return problems;
  }

  /** Fixed cases of every operation: the 1 MB string, and broken writes always compared. */
  function fixedCases(operation: ContractOperation, sampled: FuzzCase[]): FuzzCase[] {
    const valid = sampled.find(
      (fuzzCase) => fuzzCase.label === 'valid' && fuzzCase.caller === 'owner',
    );
    const template: FuzzCase = valid ?? {
      label: 'valid',
      params: {},
      query: '',
      headers: {},
      caller: 'owner',
    };
    const cases: FuzzCase[] = [];
    const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const body = template.body;
    if (body && 'json' in body) {
      cases.push({
        ...template,
        label: '1 MB string in the body',
        body: { json: withOneMegabyte(body.json) },
      });
      const deep = withDeepRichText(body.json);
      if (!isDeepStrictEqual(deep, body.json)) {
        cases.push({ ...template, label: 'rich text 3,000 levels deep', body: { json: deep } });
      }
      cases.push({
        ...template,
        label: 'body "{"',
        body: { raw: '{', contentType: 'application/json' },
      });
      cases.push({
        ...template,
        label: 'body with an extra property',
        body: { json: { ...(body.json as object), unexpectedProperty: 'x' } },
        alwaysFingerprint: true,
      });
    } else if (body && 'form' in body) {
      const application = { ...(body.form.application as object), referer: oneMegabyte };
      cases.push({
        ...template,
        label: '1 MB string in the application',
        body: { form: { ...body.form, application } },
      });
      cases.push({
        ...template,
        label: 'application part "{"',
        body: { form: { ...body.form, application: '{' } },
        alwaysFingerprint: true,
      });
    } else if (queryNames.length > 0) {
      cases.push({
        ...template,
        label: `1 MB ${queryNames[0]}`,
        query: `${queryNames[0]}=${oneMegabyte}`,
      });
    } else if (pathNames.length > 0) {
      cases.push({
        ...template,
        label: '1 MB path parameter',
        params: Object.fromEntries(pathNames.map((name) => [name, oneMegabyte])),
      });
    } else {
      cases.push({
        ...template,
        label: '1 MB unknown query parameter',
        query: `unknown=${oneMegabyte}`,
      });
    }
    if (isWrite(operation.method) && pathNames.length + queryNames.length > 0) {
      const params = Object.fromEntries(pathNames.map((name) => [name, 'not-a-uuid']));
      const query = queryNames.map((name) => `${name}=not-a-uuid`).join('&');
      cases.push({ ...template, label: 'malformed ids', params, query, alwaysFingerprint: true });
    }
    return cases;
  }

  for (const [index, operation] of operations.entries()) {
    if (onlyOperations && !onlyOperations.includes(operation.operationId)) continue;
    it(
      `${operation.operationId}: ${runsOf(operation)} requests, each answered by the contract`,
      async () => {
        const sampled = fc.sample(generator.requests(operation), {
          seed: seed + index,
          numRuns: runsOf(operation),
        });
        const problems = await run(operation, [...sampled, ...fixedCases(operation, sampled)]);
        const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode, 'the server still answers').toBe(200);
        expect(problems.slice(0, 20), `${problems.length} problems (seed ${seed + index})`).toEqual(
          [],
        );
      },
      Math.max(300_000, runsOf(operation) * 100),
    );
  }
});

/** The value with its first string replaced by 1 MB of text (or itself, when it holds none). */
function withOneMegabyte(value: unknown): unknown {
  const path = pathsOf(value).find((candidate) => {
    const target = candidate.reduce<unknown>(
      (current, key) => (current as Record<string | number, unknown>)[key],
      value,
    );
    return typeof target === 'string';
  });
  if (!path) return { ...(value as object), padding: oneMegabyte };
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as typeof parent;
  parent[path[path.length - 1] as string] = oneMegabyte;
  return copy;
}

/** The names of the properties the contract marks as rich text (`x-rich-text`). */
const richTextNames = new Set(
  Object.values(document.components?.schemas ?? {}).flatMap((schema) =>
    Object.entries(
      (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {},
    )
      .filter(([, property]) => property['x-rich-text'] === true)
      .map(([name]) => name),
  ),
);

/** The value with every rich-text property (by name, at any depth) 3,000 levels deep. */
function withDeepRichText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDeepRichText);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      richTextNames.has(key) && (typeof child === 'string' || child === null)
        ? deepRichText
        : withDeepRichText(child),
    ]),
  );
}
