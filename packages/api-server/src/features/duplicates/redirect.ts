import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation } from '../../contract/document.ts';
import type { Database } from '../../db/client.ts';

/** The parameter names that carry a candidate's id (path or query). */
const idParameterNames = new Set(['recruiteeId', 'RecruiteeId']);

/** The kept person a merged id leads to; null when the id was never merged. */
export async function selectKeptRecruiteeId(
  db: Database,
  recruiteeId: string,
): Promise<string | null> {
  const result = await db.execute<{ kept_recruitee_id: string }>(sql`
    select kept_recruitee_id from recruitee_merges where merged_recruitee_id = ${recruiteeId}`);
  return result.rows[0]?.kept_recruitee_id ?? null;
}

function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

/**
 * For the operations that take a candidate's id (issue 29, "Duplicates"): a merged person's id
 * in the path or query answers 308 to the same address with the kept person's id (the method
 * and body go along); in a JSON body (`recruiteeId`) it is read as the kept person's. Answers
 * undefined for operations without such an id.
 */
export function mergedRecruiteeRedirect(operation: ContractOperation) {
  const inAddress = operation.parameters.filter(
    (parameter) =>
      idParameterNames.has(parameter.name) && (parameter.in === 'path' || parameter.in === 'query'),
  );
  const bodyProperties = (operation.requestBody?.schema as { properties?: object } | undefined)
    ?.properties;
  const bodySchemaRef = (operation.requestBody?.schema as { $ref?: string } | undefined)?.$ref;
  const mayHaveBodyId =
    operation.requestBody?.contentType === 'application/json' &&
    (bodySchemaRef !== undefined ||
      (bodyProperties !== undefined && 'recruiteeId' in bodyProperties));
  if (inAddress.length === 0 && !mayHaveBodyId) return undefined;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { db } = request.server;
    for (const parameter of inAddress) {
      const values = (parameter.in === 'path' ? request.params : request.query) as Record<
        string,
        unknown
      >;
      const id = values[parameter.name];
      if (!isUuid(id)) continue;
      const kept = await selectKeptRecruiteeId(db, id);
      if (!kept) continue;
      const url = new URL(request.url, 'http://localhost');
      if (parameter.in === 'path') {
        url.pathname = url.pathname.replace(id, kept);
      } else {
        url.searchParams.set(parameter.name, kept);
      }
      return reply.redirect(`${url.pathname}${url.search}`, 308);
    }
    const body = request.body as Record<string, unknown> | null | undefined;
    if (mayHaveBodyId && body && typeof body === 'object' && isUuid(body.recruiteeId)) {
      const kept = await selectKeptRecruiteeId(db, body.recruiteeId);
      if (kept) body.recruiteeId = kept;
    }
  };
}
