/** Behaviour of the Scores area the code generator cannot know (spec part 2 §4). */
import type { EndpointEnhancements } from '../endpointDefinition.ts';
import { requireStatus200 } from './requireStatus200.ts';

export const scoresEnhancements: EndpointEnhancements = {
  // "Score ... calls count as successful only at status 200 in the data layer."
  setScore: requireStatus200,
};
