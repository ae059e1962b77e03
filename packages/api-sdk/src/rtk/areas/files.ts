/** Behaviour of the Files area the code generator cannot know (spec part 2 §7). */
import type { EndpointEnhancements } from '../endpointDefinition.ts';
import { requireStatus200 } from './requireStatus200.ts';

export const filesEnhancements: EndpointEnhancements = {
  // "Files: resume by job application id and file identifier (needs status 200 to show)."
  getJobApplicationFile: requireStatus200,
};
