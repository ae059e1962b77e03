import { readFileSync } from 'node:fs';
import { contractPath } from '@ats/api-sdk/contract';
import {
  type ApiTokenScope,
  isApiTokenScope,
  type StaffPermission,
  staffPermissions,
} from '@ats/domain';
import { parse } from 'yaml';

/** The parts of an OpenAPI 3.1 document the server reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; [section: string]: unknown };
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

export type JsonSchema = Record<string, unknown>;
type SecurityRequirement = Record<string, string[]>;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the contract, flattened for registration. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path, e.g. `/api/Recruitments/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/api/Recruitments/:id`. */
  url: string;
  parameters: OperationParameter[];
  /** JSON or multipart request body schema, if any. */
  requestBody?: { contentType: string; schema: JsonSchema; required: boolean };
  /** JSON response schemas by status code. */
  responses: Record<string, JsonSchema>;
  /** False for operations the contract marks public (`security: []`). */
  requiresSession: boolean;
  /**
   * The permission a staff member's role must hold (`x-permission`); absent: every signed-in
   * staff member may call it (the handler may still narrow it to their recruitments).
   */
  permission?: StaffPermission;
  /**
   * The scopes an API token needs for it (its `apiToken` security entry); absent: the
   * operation takes the session cookie only, and a token is refused (403).
   */
  tokenScopes?: ApiTokenScope[];
  /**
   * A public operation of the browser's sign-in (`x-refuses-api-token: true`: Login, its
   * callback, Logout): a request with a token is refused (403), so that a token's request
   * never starts, ends or touches a cookie session.
   */
  refusesApiToken: boolean;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const loadedContracts = new Map<string, OpenApiDocument>();

/**
 * The contract, parsed once per file and process: parsing the YAML takes a moment (seconds on
 * a busy machine) and every reader (routes, docs, the apply service) wants the same document.
 * Readers must not change it.
 */
export function loadContract(file: string = contractPath): OpenApiDocument {
  let document = loadedContracts.get(file);
  if (!document) {
    document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
    loadedContracts.set(file, document);
  }
  return document;
}

/** Follows a local `#/components/...` reference (parameters, request bodies, responses). */
function resolveLocal<T>(document: OpenApiDocument, value: T): T {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  let target: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[segment];
  }
  if (target === undefined) throw new Error(`Unresolved reference ${ref} in the contract`);
  return resolveLocal(document, target as T);
}

function jsonContentSchema(content: unknown): JsonSchema | undefined {
  const media = content as Record<string, { schema?: JsonSchema }> | undefined;
  return media?.['application/json']?.schema;
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const globalSecurity = document.security ?? [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    const sharedParameters = (pathItem.parameters as OperationParameter[] | undefined) ?? [];
    for (const method of httpMethods) {
      const operation = pathItem[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') {
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      }
      const parameters = [
        ...sharedParameters,
        ...((operation.parameters as OperationParameter[] | undefined) ?? []),
      ].map((parameter) => resolveLocal(document, parameter));

      let requestBody: ContractOperation['requestBody'];
      const body = resolveLocal(document, operation.requestBody) as
        | { content?: Record<string, { schema?: JsonSchema }>; required?: boolean }
        | undefined;
      if (body?.content) {
        const [contentType, media] = Object.entries(body.content)[0] ?? [];
        if (contentType && media?.schema) {
          requestBody = { contentType, schema: media.schema, required: body.required ?? false };
        }
      }

      const responses: Record<string, JsonSchema> = {};
      for (const [status, response] of Object.entries(
        (operation.responses as Record<string, unknown> | undefined) ?? {},
      )) {
        const schema = jsonContentSchema(
          (resolveLocal(document, response) as { content?: unknown }).content,
        );
        if (schema) responses[status] = schema;
      }

      const security = (operation.security as SecurityRequirement[] | undefined) ?? globalSecurity;
      const permission = operation['x-permission'];
      if (
        permission !== undefined &&
        !(staffPermissions as readonly unknown[]).includes(permission)
      ) {
        throw new Error(`${operationId} names an unknown x-permission: ${String(permission)}`);
      }
      const tokenEntry = security.find((requirement) => 'apiToken' in requirement);
      const tokenScopes = tokenEntry?.apiToken;
      const unknownScope = tokenScopes?.find((scope) => !isApiTokenScope(scope));
      if (unknownScope !== undefined) {
        throw new Error(`${operationId} names an unknown token scope: ${unknownScope}`);
      }
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters,
        requestBody,
        responses,
        requiresSession: security.length > 0,
        refusesApiToken: operation['x-refuses-api-token'] === true,
        ...(permission === undefined ? {} : { permission: permission as StaffPermission }),
        ...(tokenScopes === undefined ? {} : { tokenScopes: tokenScopes as ApiTokenScope[] }),
      });
    }
  }
  return operations;
}
