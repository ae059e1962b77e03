/**
 * The framework-free side of the SDK: the contract's types and a typed fetch client. React
 * and RTK Query live in `@ats/api-sdk/rtk`; the contract's file in `@ats/api-sdk/contract`.
 */
import type { components, operations } from './generated/schema.ts';

export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  formDataBodySerializer,
} from './client.ts';
export { toFormData } from './formData.ts';
export type { components, operations, paths } from './generated/schema.ts';

/** Every schema of the contract by name: `Schemas['Recruitment...']`. */
export type Schemas = components['schemas'];
/** One schema of the contract by name: `Schema<'Activity'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** The body of every error response: `{ status, message }`. */
export type ApiError = Schemas['Error'];
/** One page of a list: `{ result, totalCount, pageNumber }`. */
export interface Page<T> {
  result: T[];
  totalCount: number;
  pageNumber: number;
}

export type StageType = Schemas['StageType'];
export type QuestionnaireStatus = Schemas['QuestionnaireStatus'];
export type RecruitmentStatus = Schemas['RecruitmentStatus'];
export type ActivityType = Schemas['ActivityType'];
export type CallType = Schemas['CallType'];
export type Score = Schemas['Score'];
export type QuestionnaireElement = Schemas['QuestionnaireElement'];
/** The `$type` of a questionnaire element: 'Address' | 'Attachment' | ... */
export type QuestionnaireElementType = QuestionnaireElement['$type'];
export type Answer = Schemas['Answer'];
export type Activity = Schemas['Activity'];
export type CurrentUser = Schemas['CurrentUser'];
