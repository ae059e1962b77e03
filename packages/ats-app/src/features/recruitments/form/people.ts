import type { Recruiter, UserSummary } from '@ats/api-sdk/rtk';

/** A staff member the pickers offer: owner, hiring manager or team member. */
export type Person = UserSummary;

/** A recruiter of `listRecruiters` as a person. */
export function personOf(recruiter: Recruiter): Person {
  return {
    id: recruiter.recruiterATSUserId,
    firstName: recruiter.firstName,
    lastName: recruiter.lastName,
  };
}

/**
 * Everyone in the lists, each once (the first occurrence wins), without the skipped ids,
 * sorted by last name, then first name (spec part 2 §2.5), in the interface language's order.
 * The pickers add the people already chosen, so a choice always has its option even when a
 * list leaves it out (past the 1000 a picker loads, or skipped on purpose).
 */
export function sortedPeople(
  lists: readonly (readonly Person[])[],
  locale: string,
  skipIds: readonly string[] = [],
): Person[] {
  const byId = new Map<string, Person>();
  for (const person of lists.flat()) {
    if (!byId.has(person.id) && !skipIds.includes(person.id)) byId.set(person.id, person);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...byId.values()].sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) ||
      collator.compare(a.firstName, b.firstName) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
