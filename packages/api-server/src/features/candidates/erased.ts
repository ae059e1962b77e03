import { type SQL, sql } from 'drizzle-orm';
import { recruitees } from '../../db/schema/index.ts';

/**
 * Whether the recruitee row read by the query has been erased (by staff or by retention): the
 * lists and the profile then show "Erased candidate" and no address.
 */
export const isErasedColumn: SQL<boolean> = sql<boolean>`(${recruitees.anonymisedAt} is not null)`;
