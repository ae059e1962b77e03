import type {
  CandidateImport,
  CandidateImportRow,
  RecruitmentListItem,
  Stage,
} from '@ats/api-sdk/rtk';

/** Imports, rows, recruitments and stages as the server answers them, for the screens' tests. */
export const importId = '7c1f0e2a-5b3d-4e8f-9a10-2b3c4d5e6f01';

export function importOf(overrides: Partial<CandidateImport> = {}): CandidateImport {
  return {
    id: importId,
    status: 'Uploaded',
    fileName: 'candidates.csv',
    resumesFileName: null,
    columns: ['Imię i nazwisko', 'E-mail', 'Telefon', 'Notes'],
    sampleRows: [
      ['Jan Kowalski', 'jan@example.com', '+48 600 100 200', 'Met at a fair'],
      ['Ewa Nowak', 'ewa@example.com', '', ''],
    ],
    suggestedMapping: [
      { column: 0, field: 'fullName' },
      { column: 1, field: 'email' },
      { column: 2, field: 'phoneNumber' },
    ],
    settings: null,
    progress: {
      totalRows: 40,
      checkedRows: 0,
      processedRows: 0,
      created: 0,
      updated: 0,
      addedToRecruitment: 0,
      skipped: 0,
      failed: 0,
    },
    createdAt: '2026-06-01T08:00:00.000Z',
    createdBy: {
      id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a00aa',
      firstName: 'Anna',
      lastName: 'Kowalska',
    },
    finishedAt: null,
    error: null,
    ...overrides,
  };
}

export const recruitmentId = '3a2b1c0d-1111-4222-8333-444455556666';

export const checkedSettings: NonNullable<CandidateImport['settings']> = {
  mapping: [
    { column: 0, field: 'fullName' },
    { column: 1, field: 'email' },
  ],
  recruitmentId,
  stageId: null,
  source: 'sourced',
  sourceDetail: null,
  existingCandidates: 'update',
};

export function rowOf(overrides: Partial<CandidateImportRow> = {}): CandidateImportRow {
  return {
    rowNumber: 4,
    firstName: 'Ewa',
    lastName: 'Nowak',
    email: 'ewa(at)example.com',
    outcome: 'fail',
    problems: ['badEmail'],
    recruiteeId: null,
    done: false,
    ...overrides,
  };
}

export function recruitmentOf(overrides: Partial<RecruitmentListItem> = {}): RecruitmentListItem {
  return {
    id: recruitmentId,
    title: 'Java Developer',
    positionName: 'Developer',
    status: 2,
    deadline: null,
    recruitmentOwner: importOf().createdBy,
    hiringManager: null,
    candidatesCount: 0,
    applicantsCount: 0,
    newRecruiteesCount: 0,
    canEdit: true,
    ...overrides,
  };
}

export const stages: Stage[] = [
  {
    id: '9d8c7b6a-0000-4000-8000-000000000001',
    name: 'New',
    order: 1,
    isDeleted: false,
    stageType: 0 as Stage['stageType'],
  },
  {
    id: '9d8c7b6a-0000-4000-8000-000000000002',
    name: 'Interview',
    order: 2,
    isDeleted: false,
    stageType: 1 as Stage['stageType'],
  },
  {
    id: '9d8c7b6a-0000-4000-8000-000000000003',
    name: 'Old stage',
    order: 3,
    isDeleted: true,
    stageType: 1 as Stage['stageType'],
  },
];
