import { Card, Heading, Text } from '@ats/design-system';
import { type ReactNode, useId } from 'react';
import { cardBody, cardHeading, skeleton } from './Dashboard.css.ts';

export interface DashboardCardProps {
  /** The card's heading (level 2), which names its section. */
  title: string;
  /** A line under the heading, e.g. the period the figures cover. */
  subtitle?: string;
  /** True while the data loads: the section says it is busy. */
  busy?: boolean;
  children: ReactNode;
}

/** A card of the dashboard: a section named by its heading. */
export function DashboardCard({ title, subtitle, busy, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={cardBody} aria-busy={busy || undefined}>
        <div className={cardHeading}>
          <Heading level={2} visualLevel={3} id={headingId}>
            {title}
          </Heading>
          {subtitle ? (
            <Text size="small" tone="muted">
              {subtitle}
            </Text>
          ) : null}
        </div>
        {children}
      </div>
    </Card>
  );
}

/** Holds the place of a chart or list, at its height (pixels), while the data loads. */
export function Skeleton({ height }: { height: number }) {
  return <span className={skeleton} style={{ height }} aria-hidden="true" />;
}
