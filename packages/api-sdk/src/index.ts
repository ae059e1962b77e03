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

// The spec's rules from @ats/domain (their one home), re-exported for tools that import them
// from the SDK: which files an application takes, and the rules about stage types.
export {
  type ApplicationFileKind,
  type ApplicationFileRule,
  type ApplicationFileType,
  type ApplicationFileTypeName,
  acceptAttribute,
  applicationFileRules,
  applicationFileTypes,
  editableStageTypes,
  isEditableStageType,
  maxApplicationFiles,
  stageTypeGroupOrder,
} from '@ats/domain';
// The contract's enums as named constants and types (`RecruitmentStatus.Open`), with names.
export {
  ActivityType,
  activityTypeNames,
  CallType,
  callTypeNames,
  QuestionnaireStatus,
  questionnaireStatusNames,
  RecruitmentStatus,
  recruitmentStatusNames,
  StageType,
  stageTypeNames,
} from './generated/enums.ts';
// The contract's input bounds: `fieldLimits.<Schema>.<property>.maxLength`.
export { fieldLimits } from './generated/limits.ts';
export type Score = Schemas['Score'];
export type QuestionnaireElement = Schemas['QuestionnaireElement'];
/** The `$type` of a questionnaire element: 'Address' | 'Attachment' | ... */
export type QuestionnaireElementType = QuestionnaireElement['$type'];
export type Answer = Schemas['Answer'];
export type Activity = Schemas['Activity'];
export type CurrentUser = Schemas['CurrentUser'];

// Roles and what each may do (issue 27), from @ats/domain, and the one question every client
// asks of the signed-in user (`GET /api/ATSUsers/Current` carries the permissions).
export {
  rolePermissions,
  rolesWithPermission,
  type StaffPermission,
  type StaffRole,
  staffPermissions,
  staffRoles,
} from '@ats/domain';

/** Whether the signed-in user (as `getCurrentUser` answered) may do what `permission` allows. */
export function userMay(
  user: Pick<CurrentUser, 'permissions'> | null | undefined,
  permission: Schemas['StaffPermission'],
): boolean {
  return user?.permissions.includes(permission) ?? false;
}
