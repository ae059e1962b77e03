// Sample chart data for stories: a recruitment's candidates by stage and applications by source,
// and the dashboard's new applications per day.
import type { ChartDatum, ChartPoint } from './chartData.ts';

/** Candidates by stage, in stage order, toned by stage type as the app does. */
export const candidatesByStage: ChartDatum[] = [
  { id: 'new', label: 'New', value: 12, tone: 'info' },
  { id: 'phone', label: 'Phone screening', value: 7, tone: 'caution' },
  { id: 'interview', label: 'Technical interview with team', value: 4, tone: 'caution' },
  { id: 'offer', label: 'Offer', value: 1, tone: 'caution' },
  { id: 'hired', label: 'Hired', value: 1, tone: 'promote' },
  { id: 'rejected', label: 'Rejected', value: 9, tone: 'critical' },
];

/** Applications by source, sorted by count as the recruitment screen shows them. */
export const applicationsBySource: ChartDatum[] = [
  { id: 'board-a', label: 'pracuj.pl', value: 18, colour: 'violet' },
  { id: 'direct', label: 'Direct links', value: 11, tone: 'info' },
  { id: 'board-b', label: 'justjoin.it', value: 6, colour: 'teal' },
  { id: 'other-1', label: 'linkedin.com', value: 3, colour: 'other' },
  { id: 'other-2', label: 'company-blog.example', value: 1, colour: 'other' },
];

/** New applications per day over the last 7 days, oldest first, dates as the app writes them in English. */
export const applicationsPerDay: ChartPoint[] = [
  { id: '2025-05-08', label: '05/08/2025', value: 3 },
  { id: '2025-05-09', label: '05/09/2025', value: 5 },
  { id: '2025-05-10', label: '05/10/2025', value: 0 },
  { id: '2025-05-11', label: '05/11/2025', value: 1 },
  { id: '2025-05-12', label: '05/12/2025', value: 8 },
  { id: '2025-05-13', label: '05/13/2025', value: 6 },
  { id: '2025-05-14', label: '05/14/2025', value: 2 },
];
