import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { EndpointName } from '../generated/rtk/endpoints.ts';
import type { AreaTag } from './baseApi.ts';

/** The parts of a generated endpoint definition that enhancements change. */
export interface EditableDefinition {
  query?: (arg: unknown) => string | FetchArgs;
  providesTags?: readonly AreaTag[];
  invalidatesTags?: readonly AreaTag[];
}

/** An area's changes to its generated endpoints, applied after the common ones. */
export type EndpointEnhancements = Partial<
  Record<EndpointName, (definition: EditableDefinition) => void>
>;
