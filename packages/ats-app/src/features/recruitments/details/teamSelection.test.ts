import { describe, expect, test } from 'vitest';
import {
  canSaveTeam,
  maxTeamSize,
  type TeamCandidate,
  teamCandidates,
  teamToSave,
} from './teamSelection.ts';

function person(id: string, firstName: string, lastName: string): TeamCandidate {
  return { id, firstName, lastName };
}

const owner = person('owner', 'Anna', 'Kowalska');

describe('teamCandidates', () => {
  test('sorts by last name, then first name, and leaves the owner out', () => {
    const candidates = teamCandidates(
      [
        person('b', 'Piotr', 'Zieliński'),
        owner,
        person('c', 'Jan', 'Nowak'),
        person('a', 'Adam', 'Nowak'),
        person('d', 'Ewa', 'Łukasik'),
      ],
      [owner],
      owner.id,
      'pl',
    );
    expect(candidates.map((candidate) => candidate.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  test('keeps current members the recruiter list did not return, each once', () => {
    const candidates = teamCandidates(
      [person('a', 'Adam', 'Nowak')],
      [owner, person('a', 'Adam', 'Nowak'), person('x', 'Xavier', 'Abbott')],
      owner.id,
      'en',
    );
    expect(candidates.map((candidate) => candidate.id)).toEqual(['x', 'a']);
  });

  test('orders names ignoring letter case', () => {
    const candidates = teamCandidates(
      [person('1', 'bob', 'smith'), person('2', 'Alice', 'Smith'), person('3', 'Zoe', 'adams')],
      [],
      owner.id,
      'en',
    );
    expect(candidates.map((candidate) => candidate.id)).toEqual(['3', '2', '1']);
  });
});

describe('teamToSave', () => {
  test('always puts the owner first, once', () => {
    expect(teamToSave('owner', ['a', 'owner', 'b', 'a'])).toEqual(['owner', 'a', 'b']);
  });

  test('is the owner alone when nobody else is chosen', () => {
    expect(teamToSave('owner', [])).toEqual(['owner']);
  });
});

describe('canSaveTeam', () => {
  test('needs at least one recruiter', () => {
    expect(canSaveTeam([])).toBe(false);
    expect(canSaveTeam(['owner'])).toBe(true);
  });

  test('refuses more people than the contract allows', () => {
    const ids = Array.from({ length: maxTeamSize }, (_, index) => `id-${index}`);
    expect(maxTeamSize).toBe(200);
    expect(canSaveTeam(ids)).toBe(true);
    expect(canSaveTeam([...ids, 'one-more'])).toBe(false);
  });
});
