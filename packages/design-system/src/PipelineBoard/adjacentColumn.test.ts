import { describe, expect, it } from 'vitest';
import { adjacentAcceptingColumn } from './adjacentColumn.ts';

const columns = ['new', 'screening', 'interview', 'offer', 'hired'];

describe('adjacentAcceptingColumn', () => {
  it('takes the next or previous column that accepts the card', () => {
    expect(adjacentAcceptingColumn(columns, 'screening', columns, 'next')).toBe('interview');
    expect(adjacentAcceptingColumn(columns, 'screening', columns, 'previous')).toBe('new');
  });

  it('skips the columns that refuse the card', () => {
    expect(adjacentAcceptingColumn(columns, 'new', ['interview', 'hired'], 'next')).toBe(
      'interview',
    );
    expect(adjacentAcceptingColumn(columns, 'hired', ['new', 'screening'], 'previous')).toBe(
      'screening',
    );
  });

  it('finds none past the edge, when nothing further accepts, or for an unknown column', () => {
    expect(adjacentAcceptingColumn(columns, 'hired', columns, 'next')).toBeNull();
    expect(adjacentAcceptingColumn(columns, 'new', columns, 'previous')).toBeNull();
    expect(adjacentAcceptingColumn(columns, 'interview', ['new'], 'next')).toBeNull();
    expect(adjacentAcceptingColumn(columns, 'unknown', columns, 'next')).toBeNull();
  });
});
