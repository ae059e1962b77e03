/**
 * The one place where generated endpoints get behaviour the code generator cannot know:
 * - cache tags, coarse, per area: every query provides its area's tag; every mutation
 *   invalidates its own area plus the areas whose data it changes (table below);
 * - multipart bodies: the codegen sends them as JSON, here they become FormData;
 * - file responses: the codegen parses them as JSON/text, here they are read as Blobs
 *   (error bodies stay JSON);
 * - then each area's own behaviour, from one file per area in ./areas.
 * Hooks created before this runs still work: enhanceEndpoints changes the definitions in place.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { toFormData } from '../formData.ts';
import { type EndpointName, endpointMetadata } from '../generated/rtk/endpoints.ts';
import { activitiesEnhancements } from './areas/activities.ts';
import { filesEnhancements } from './areas/files.ts';
import { positionsEnhancements } from './areas/positions.ts';
import { privacyEnhancements } from './areas/privacy.ts';
import { scoresEnhancements } from './areas/scores.ts';
import { type AreaTag, api } from './baseApi.ts';
import type { EditableDefinition, EndpointEnhancements } from './endpointDefinition.ts';

// Importing the generated modules injects their endpoints before they are enhanced below.
import '../generated/rtk/index.ts';

/** Areas whose cached data a mutation changes, besides its own. */
const alsoInvalidates: Partial<Record<EndpointName, readonly AreaTag[]>> = {
  editStages: ['Dashboard', 'Recruitments', 'Recruitees'],
  setStage: ['Dashboard', 'Recruitments', 'Recruitees', 'Applications', 'Activities'],
  editPosition: ['Recruitments'],
  deletePosition: ['Recruitments'],
  addRecruitment: ['Dashboard', 'Positions', 'Questionnaires', 'JobOffers'],
  editRecruitment: ['Dashboard', 'Positions', 'Questionnaires', 'JobOffers'],
  setRecruitmentStatus: ['Dashboard', 'JobOffers'],
  deleteRecruitment: ['Dashboard', 'Questionnaires', 'JobOffers'],
  setScore: ['Recruitees', 'Applications', 'Activities', 'Dashboard'],
  logPhoneCall: ['Dashboard'],
  addNote: ['Dashboard'],
  scheduleMeeting: ['Dashboard'],
  sendMessage: ['Dashboard'],
  rescheduleMeeting: ['Dashboard'],
  cancelMeeting: ['Dashboard'],
  applyForJobOffer: ['Dashboard', 'Recruitments', 'Recruitees', 'Applications', 'Activities'],
  // A person added by hand joins the lists, the recruitment's counts and the charts.
  addRecruitee: ['Dashboard', 'Recruitments', 'Applications', 'Activities'],
  // The candidate's name and phone change everywhere the candidate appears.
  acceptSubmittedDetails: ['Dashboard', 'Recruitments', 'Applications', 'Scores', 'Activities'],
  // Names, answers, files and texts change everywhere the candidate appears.
  erasePersonalData: ['Dashboard', 'Recruitments', 'Applications', 'Scores', 'Activities', 'Files'],
  // Applications, places, scores, activities and files move to the kept person; the audit
  // log records the merge (Settings).
  mergeRecruitees: [
    'Dashboard',
    'Recruitments',
    'Applications',
    'Scores',
    'Activities',
    'Files',
    'Settings',
  ],
  // User administration is recorded in the audit log (Settings); a deactivation hands the
  // person's recruitments to another owner.
  inviteUser: ['Settings'],
  changeUserRole: ['Settings'],
  deactivateUser: ['Settings', 'Recruitments', 'Dashboard'],
  reactivateUser: ['Settings'],
  // Making and revoking a token is recorded in the audit log (Settings).
  createApiToken: ['Settings'],
  revokeApiToken: ['Settings'],
  // Webhook endpoint changes are recorded in the audit log (Settings).
  addWebhookEndpoint: ['Settings'],
  editWebhookEndpoint: ['Settings'],
  deleteWebhookEndpoint: ['Settings'],
  rotateWebhookSecret: ['Settings'],
  // An import writes candidates in the background: the app invalidates their areas again when
  // it sees the import end (features/candidates/import).
  startCandidateImport: ['Recruitees', 'Recruitments', 'Applications', 'Dashboard'],
  cancelCandidateImport: ['Recruitees', 'Recruitments', 'Applications', 'Dashboard'],
};

/** POSTs that only read (a rendered preview): they leave every cached answer as it is. */
const readsOnly: ReadonlySet<EndpointName> = new Set<EndpointName>(['previewEmailTemplate']);

/** Each area's own behaviour (one file per area in ./areas), applied after the common part. */
const areaEnhancements: EndpointEnhancements = {
  ...positionsEnhancements,
  ...scoresEnhancements,
  ...activitiesEnhancements,
  ...filesEnhancements,
  ...privacyEnhancements,
};

/** Reads a file as a Blob, but a JSON error body as JSON (the contract's Error). */
async function blobOrJsonError(response: Response): Promise<unknown> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok && contentType.includes('application/json')) return response.json();
  return response.blob();
}

function enhance(name: EndpointName, definition: EditableDefinition): void {
  const metadata = endpointMetadata[name];
  const area = metadata.area as AreaTag;
  if (metadata.kind === 'query') {
    definition.providesTags = [area];
  } else {
    definition.invalidatesTags = readsOnly.has(name)
      ? []
      : [area, ...(alsoInvalidates[name] ?? [])];
  }
  const generatedQuery = definition.query;
  if (!generatedQuery || (!metadata.binaryResponse && !metadata.multipartBody)) return;
  definition.query = (arg) => {
    const generated = generatedQuery(arg);
    const request: FetchArgs = typeof generated === 'string' ? { url: generated } : generated;
    return {
      ...request,
      ...(metadata.multipartBody && request.body && typeof request.body === 'object'
        ? { body: toFormData(request.body) }
        : {}),
      ...(metadata.binaryResponse ? { responseHandler: blobOrJsonError } : {}),
    };
  };
}

const endpointNames = Object.keys(endpointMetadata) as EndpointName[];

export const enhancedApi = api.enhanceEndpoints({
  endpoints: Object.fromEntries(
    endpointNames.map((name) => [
      name,
      (definition: EditableDefinition) => {
        enhance(name, definition);
        areaEnhancements[name]?.(definition);
      },
    ]),
  ),
});
