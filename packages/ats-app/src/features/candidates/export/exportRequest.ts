import type { Score } from '@ats/api-sdk';
import type { CandidateExportColumn } from '@ats/api-sdk/rtk';
import { serverPaths } from '../../../shared/routing/serverPaths.ts';

/** Every column the server can export, in the order the chooser lists them. */
export const exportColumns = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'applicationDate',
  'recruitment',
  'stage',
  'stageEnteredDate',
  'source',
  'averageScore',
  'myScore',
] as const satisfies readonly CandidateExportColumn[];

/** The list being exported, with what it shows (its search, its filters). */
export type ExportedList =
  | { kind: 'all'; searchQuery: string }
  | {
      kind: 'recruitment';
      recruitmentId: string;
      searchQuery: string;
      stageIds: readonly string[];
      scores: readonly Score[];
    };

/** The columns ticked before anything is remembered: what each list shows on screen. */
export const defaultExportColumns: Record<ExportedList['kind'], readonly CandidateExportColumn[]> =
  {
    all: ['firstName', 'lastName', 'email', 'phoneNumber', 'applicationDate'],
    recruitment: [
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'stage',
      'applicationDate',
      'averageScore',
    ],
  };

const storageKey = (kind: ExportedList['kind']) => `ats.candidatesExport.columns.${kind}`;

/** The columns last exported from this kind of list in this browser, else the defaults. */
export function rememberedColumns(kind: ExportedList['kind']): CandidateExportColumn[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(kind)) ?? 'null');
    if (Array.isArray(stored)) {
      const known = exportColumns.filter((column) => stored.includes(column));
      if (known.length > 0) return known;
    }
  } catch {
    // Unreadable storage (private mode, a hand-edited value): the defaults.
  }
  return [...defaultExportColumns[kind]];
}

/** Remembers the chosen columns for the next export from this kind of list. */
export function rememberColumns(
  kind: ExportedList['kind'],
  columns: readonly CandidateExportColumn[],
): void {
  try {
    window.localStorage.setItem(storageKey(kind), JSON.stringify(columns));
  } catch {
    // Storage full or refused: the choice is simply not remembered.
  }
}

/**
 * The export's address: the list's own parameters (as its screen sends them) and the
 * columns in the chooser's order. A plain GET, so the browser downloads the file as the
 * server streams it.
 */
export function exportHref(
  list: ExportedList,
  columns: readonly CandidateExportColumn[],
  format: 'csv',
): string {
  const query = new URLSearchParams();
  if (list.kind === 'recruitment') query.append('recruitmentId', list.recruitmentId);
  if (list.searchQuery) query.append('SearchQuery', list.searchQuery);
  if (list.kind === 'recruitment') {
    for (const stageId of list.stageIds) query.append('RecruitmentStageIds', stageId);
    for (const score of list.scores) query.append('RecruitmentRecruiteeScores', String(score));
  }
  for (const column of exportColumns.filter((known) => columns.includes(known))) {
    query.append('columns', column);
  }
  query.append('format', format);
  const path =
    list.kind === 'all'
      ? serverPaths.candidatesExport()
      : serverPaths.recruitmentCandidatesExport();
  return `${path}?${query.toString()}`;
}
