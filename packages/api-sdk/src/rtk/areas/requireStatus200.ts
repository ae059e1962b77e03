import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { EditableDefinition } from '../endpointDefinition.ts';

/**
 * Makes a generated endpoint succeed only with status 200 (spec part 2 §7 and §4: position
 * edit and delete, score, call, note and meeting); any other status is its error.
 */
export function requireStatus200(definition: EditableDefinition): void {
  const generatedQuery = definition.query;
  if (!generatedQuery) return;
  definition.query = (arg) => {
    const request: FetchArgs | string = generatedQuery(arg);
    return {
      ...(typeof request === 'string' ? { url: request } : request),
      validateStatus: (response: Response) => response.status === 200,
    };
  };
}
