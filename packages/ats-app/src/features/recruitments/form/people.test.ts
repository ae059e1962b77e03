import { describe, expect, it } from 'vitest';
import { personOf, sortedPeople } from './people.ts';

const person = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName });

describe('sortedPeople', () => {
  it('sorts by last name, then first name (spec part 2 §2.5), each person once', () => {
    const listed = [
      person('3', 'Zofia', 'Nowak'),
      person('1', 'Adam', 'Nowak'),
      person('2', 'Ewa', 'Łukasik'),
      person('4', 'Jan', 'Kowalski'),
    ];
    const known = [person('1', 'Adam', 'Nowak'), person('5', 'Ola', 'Malinowska')];
    expect(sortedPeople([listed, known], 'pl').map((each) => each.id)).toEqual([
      '4',
      '2',
      '5',
      '1',
      '3',
    ]);
  });

  it('leaves out the skipped ids (the owner, in the team picker)', () => {
    const listed = [person('1', 'Adam', 'Nowak'), person('2', 'Ewa', 'Kowalska')];
    expect(sortedPeople([listed], 'en', ['1'])).toEqual([person('2', 'Ewa', 'Kowalska')]);
  });

  it('reads a recruiter of the picker list as a person', () => {
    expect(
      personOf({ recruiterATSUserId: '7', firstName: 'Ewa', lastName: 'Kowalska', avatar: null }),
    ).toEqual(person('7', 'Ewa', 'Kowalska'));
  });
});
