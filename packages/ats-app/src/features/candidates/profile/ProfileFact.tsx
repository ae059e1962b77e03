import { sprinkles, Text } from '@ats/design-system';
import type { ReactNode } from 'react';
import { factValue } from './CandidateProfile.css.ts';

/** A description list of facts: each term above its value, side by side in rows that wrap. */
export const factList = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 'large',
  margin: 'none',
});

/** A term above its value. */
export const factColumn = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' });

/** One term and its value in a `factList`. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={factColumn}>
      <dt>
        <Text as="span" size="small" tone="muted">
          {term}
        </Text>
      </dt>
      <dd className={factValue}>{children}</dd>
    </div>
  );
}
