import { fieldLimits } from '@ats/api-sdk';

/** The most people a team may have, the owner included (the contract's bound). */
export const maxTeamSize = fieldLimits.UpdateRecruitmentTeamInput.editedRecruitmentRecruiterIds
  .maxItems as number;

/** A person the team modal lists. */
export interface TeamCandidate {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * The people the team modal offers besides the owner (spec part 2 §2.5): the recruiters, plus
 * current members the recruiter list did not return (so that saving never drops them
 * unseen), each once, sorted by last name, then first name, in the interface language.
 */
export function teamCandidates(
  recruiters: readonly TeamCandidate[],
  currentTeam: readonly TeamCandidate[],
  ownerId: string,
  locale: string,
): TeamCandidate[] {
  const byId = new Map<string, TeamCandidate>();
  for (const person of [...recruiters, ...currentTeam]) {
    if (person.id !== ownerId && !byId.has(person.id)) byId.set(person.id, person);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...byId.values()].sort(
    (first, second) =>
      collator.compare(first.lastName, second.lastName) ||
      collator.compare(first.firstName, second.firstName) ||
      (first.id < second.id ? -1 : first.id > second.id ? 1 : 0),
  );
}

/** The ids to send as the new team: the owner, always, then the chosen recruiters. */
export function teamToSave(ownerId: string, chosenIds: Iterable<string>): string[] {
  return [ownerId, ...[...new Set(chosenIds)].filter((id) => id !== ownerId)];
}

/**
 * Whether the team may be saved (spec part 2 §5 "Team": at least one recruiter selected),
 * within the contract's bound. The owner counts: the server keeps them on every team.
 */
export function canSaveTeam(teamIds: readonly string[]): boolean {
  return teamIds.length >= 1 && teamIds.length <= maxTeamSize;
}
