import { roleHasPermission, scopesAllow } from '@ats/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { signedInUser } from '../auth/signed-in-user.ts';
import { forbidden } from '../errors.ts';
import {
  type ContractOperation,
  type JsonSchema,
  listOperations,
  type OpenApiDocument,
  type OperationParameter,
} from './document.ts';
import {
  compileBodyValidator,
  compileOnce,
  compileParameterValidator,
  contractAjv,
  prepareSchema,
  sharedSchema,
  type Validator,
} from './validation.ts';

/**
 * A handler of any operation. Its request type is the operation's own (see handler-types.ts),
 * which is why the table accepts any request here; the registrar is the one place that
 * hands Fastify's request over.
 */
export type RouteHandler = (request: never, reply: FastifyReply) => unknown;

/** Handlers keyed by the contract's operationId. */
export type HandlerTable = Record<string, RouteHandler>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves; absent on routes outside the contract. */
    operationId?: string;
    /**
     * How the route takes an `Authorization` header (src/auth/plugin.ts): `refused` (the
     * sign-in's public operations: 403), `ignored` (the other public operations: no
     * credential is read) or, absent, resolved as a token.
     */
    bearerToken?: 'refused' | 'ignored';
  }
}

function parametersSchema(parameters: OperationParameter[], location: 'path' | 'query' | 'header') {
  const selected = parameters.filter((parameter) => parameter.in === location);
  if (selected.length === 0) return undefined;
  // Node lower-cases header names (`Idempotency-Key` arrives as `idempotency-key`).
  const nameOf = (parameter: OperationParameter) =>
    location === 'header' ? parameter.name.toLowerCase() : parameter.name;
  return {
    type: 'object',
    properties: Object.fromEntries(
      selected.map((parameter) => [nameOf(parameter), prepareSchema(parameter.schema ?? {})]),
    ),
    required: selected.filter((parameter) => parameter.required).map(nameOf),
  };
}

function routeSchema(operation: ContractOperation): FastifySchema {
  const schema: FastifySchema = {};
  const params = parametersSchema(operation.parameters, 'path');
  const querystring = parametersSchema(operation.parameters, 'query');
  const headers = parametersSchema(operation.parameters, 'header');
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;
  const body = operation.requestBody;
  // Multipart bodies are streamed: their handler reads and checks the parts itself, so no
  // body schema (which would need the whole body parsed, files included, first).
  if (body && body.contentType !== 'multipart/form-data') {
    schema.body = prepareSchema(body.schema);
  }
  if (Object.keys(operation.responses).length > 0) {
    schema.response = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        prepareSchema(response),
      ]),
    );
  }
  return schema;
}

/**
 * A signed-in staff member (session cookie or API token), or 401; then 403 (the catalogue's)
 * when a token is not taken by the operation or lacks one of its scopes, or when the role
 * does not hold the operation's permission. A token never adds rights: it narrows its
 * owner's.
 */
function requireAccess(operation: ContractOperation) {
  const { operationId, permission, tokenScopes } = operation;
  return async (request: FastifyRequest) => {
    const user = signedInUser(request);
    if (user.apiToken) {
      if (!tokenScopes) throw forbidden(`${operationId} takes the session cookie only`);
      if (!scopesAllow(user.apiToken.scopes, tokenScopes)) {
        throw forbidden(`${operationId} needs the scopes ${tokenScopes.join(', ')}`);
      }
    }
    if (permission && !roleHasPermission(user.role, permission)) {
      throw forbidden(`${operationId} needs ${permission}; ${user.role} has it not`);
    }
  };
}

/**
 * Registers one route per operation of the contract, validated by the contract's schemas.
 * Throws at start when an operation has no handler or a handler has no operation.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  options: {
    document: OpenApiDocument;
    handlers: HandlerTable;
    validateResponses?: boolean;
    /** Per-operation request limits (per client address and minute), for @fastify/rate-limit. */
    rateLimits?: Partial<Record<string, number>>;
    /**
     * A hook run after validation and the access check, before the handler, for the
     * operations it answers one for (the merged candidates' redirect).
     */
    preHandlerFor?: (
      operation: ContractOperation,
    ) => ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
  },
): ContractOperation[] {
  const { document, handlers } = options;
  const operations = listOperations(document);

  const known = new Set(operations.map((operation) => operation.operationId));
  const missing = [...known].filter((operationId) => !(operationId in handlers));
  const unknown = Object.keys(handlers).filter((operationId) => !known.has(operationId));
  if (missing.length > 0) throw new Error(`No handler for operations: ${missing.join(', ')}`);
  if (unknown.length > 0) throw new Error(`Handlers outside the contract: ${unknown.join(', ')}`);

  const coercingAjv = contractAjv(document, { coerce: true });
  const strictAjv = contractAjv(document, { coerce: false });
  app.addSchema(sharedSchema(document));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body'
      ? compileBodyValidator(strictAjv, schema as JsonSchema)
      : compileParameterValidator(coercingAjv, schema as JsonSchema),
  );

  for (const operation of operations) {
    const schema = routeSchema(operation);
    const route: RouteOptions = {
      method: operation.method,
      url: operation.url,
      schema,
      config: {
        operationId: operation.operationId,
        ...(operation.refusesApiToken
          ? { bearerToken: 'refused' as const }
          : operation.requiresSession
            ? {}
            : { bearerToken: 'ignored' as const }),
        ...(options.rateLimits?.[operation.operationId]
          ? { rateLimit: { max: options.rateLimits[operation.operationId], timeWindow: 60_000 } }
          : {}),
      },
      handler: handlers[operation.operationId] as RouteHandlerMethod,
    };
    if (operation.requiresSession) route.preValidation = requireAccess(operation);
    const preHandler = options.preHandlerFor?.(operation);
    if (preHandler) route.preHandler = preHandler;
    if (options.validateResponses && schema.response) {
      route.preSerialization = responseValidator(
        operation,
        schema.response as Record<string, JsonSchema>,
        strictAjv,
      );
    }
    app.route(route);
  }
  return operations;
}

/**
 * In tests, checks every JSON response against the contract (Fastify's serialiser checks
 * neither enums nor formats), so a handler that drifts from the contract fails loudly.
 */
function responseValidator(
  operation: ContractOperation,
  responses: Record<string, JsonSchema>,
  ajv: ReturnType<typeof contractAjv>,
) {
  const validators = new Map<string, Validator>();
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = String(reply.statusCode);
    const schema = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!schema) return payload;
    let validate = validators.get(status);
    if (!validate) {
      validate = compileOnce(ajv, schema);
      validators.set(status, validate);
    }
    if (!validate(payload)) {
      throw new Error(
        `Response of ${operation.operationId} (${status}) breaks the contract: ${ajv.errorsText(validate.errors)}`,
      );
    }
    return payload;
  };
}
