import { RecruitmentStatus } from '@ats/api-sdk';
import type { RecruitmentForEdit } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import {
  newRecruitmentFormValues,
  type RecruitmentFormValues,
  recruitmentFormValuesOf,
} from './recruitmentFormValues.ts';
import { toAddRecruitmentInput, toEditRecruitmentInput } from './recruitmentPayload.ts';

const ownerId = '0b7c6f1e-3f63-4d57-9a43-5b0b0f6b2a11';
const managerId = '1c8d7a2f-4a74-4e68-8b54-6c1c1a7c3b22';
const memberId = '2d9e8b3a-5b85-4f79-9c65-7d2d2b8d4c33';
const positionId = '3eaf9c4b-6c96-4a8a-8d76-8e3e3c9e5d44';
const questionnaireId = '4fb0ad5c-7da7-4b9b-9e87-9f4f4daf6e55';
const recruitmentId = '5ac1be6d-8eb8-4cac-af98-a05a5eb07f66';

const person = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName });

describe('the save payload (spec part 2 §3)', () => {
  it('sends an empty form with 0 for numbers and null for the choices not made', () => {
    const values: RecruitmentFormValues = {
      ...newRecruitmentFormValues(ownerId),
      title: '  Draft  ',
      // react-final-form keeps emptied texts as undefined.
      jobTitle: undefined,
      locationDescription: undefined,
      jobDescription: undefined,
      positionName: undefined,
      hiringManagerId: undefined,
      budgetCurrencyId: undefined,
      questionnaireId: undefined,
      deadline: undefined,
    };
    expect(toAddRecruitmentInput(values, true)).toEqual({
      title: 'Draft',
      newOrExistingPosition: '',
      deadline: null,
      vacantPosts: 0,
      budgetPerPositionMin: 0,
      budgetPerPositionMax: 0,
      budgetCurrencyId: null,
      questionnaireId: null,
      jobTitle: '',
      jobDescription: '',
      locationDescription: '',
      locationLatitude: 0,
      locationLongitude: 0,
      remoteWorkIsPossible: false,
      keywords: [],
      recruiterIds: [],
      hiringManagerId: null,
      recruitmentOwnerId: ownerId,
      isDraft: true,
    });
  });

  it('sends every field of a complete form, texts trimmed', () => {
    const values: RecruitmentFormValues = {
      saveMode: 'full',
      title: ' Senior tester ',
      positionName: 'Tester',
      positionId,
      deadline: '2031-05-14',
      vacantPosts: 3,
      budgetPerPositionMin: 1000.5,
      budgetPerPositionMax: 2000,
      budgetCurrencyId: 'EUR',
      questionnaireId,
      jobTitle: ' QA engineer ',
      jobDescription: '{"type":"doc"}',
      locationDescription: ' Warsaw ',
      locationLatitude: 52.23,
      locationLongitude: -21.01,
      remoteWorkIsPossible: true,
      keywords: ['QA', 'Playwright'],
      recruitmentOwnerId: ownerId,
      hiringManagerId: managerId,
      recruiterIds: [memberId],
    };
    expect(toAddRecruitmentInput(values, false)).toEqual({
      title: 'Senior tester',
      newOrExistingPosition: positionId,
      deadline: '2031-05-14',
      vacantPosts: 3,
      budgetPerPositionMin: 1000.5,
      budgetPerPositionMax: 2000,
      budgetCurrencyId: 'EUR',
      questionnaireId,
      jobTitle: 'QA engineer',
      jobDescription: '{"type":"doc"}',
      locationDescription: 'Warsaw',
      locationLatitude: 52.23,
      locationLongitude: -21.01,
      remoteWorkIsPossible: true,
      keywords: ['QA', 'Playwright'],
      recruiterIds: [memberId],
      hiringManagerId: managerId,
      recruitmentOwnerId: ownerId,
      isDraft: false,
    });
  });

  it('names a new position by its typed name, an existing one by its id', () => {
    const base = newRecruitmentFormValues(ownerId);
    expect(
      toAddRecruitmentInput({ ...base, positionName: ' Data wrangler ', positionId: null }, false)
        .newOrExistingPosition,
    ).toBe('Data wrangler');
    expect(
      toAddRecruitmentInput({ ...base, positionName: 'Tester', positionId }, false)
        .newOrExistingPosition,
    ).toBe(positionId);
  });

  it('leaves the owner out of the picked team: the server always keeps the owner on it', () => {
    const values = { ...newRecruitmentFormValues(ownerId), recruiterIds: [ownerId, memberId] };
    expect(toAddRecruitmentInput(values, false).recruiterIds).toEqual([memberId]);
  });

  it('adds the id when editing', () => {
    const values = { ...newRecruitmentFormValues(ownerId), title: 'Edited' };
    expect(toEditRecruitmentInput(recruitmentId, values, false)).toEqual({
      id: recruitmentId,
      ...toAddRecruitmentInput(values, false),
    });
  });
});

describe('the form of a stored recruitment', () => {
  const stored: RecruitmentForEdit = {
    id: recruitmentId,
    title: 'Senior tester',
    positionId,
    positionName: 'Tester',
    status: RecruitmentStatus.Pending,
    deadline: '2031-05-14',
    createDate: '2031-01-01T10:00:00Z',
    vacantPosts: 3,
    budgetPerPositionMin: 0,
    budgetPerPositionMax: 2000,
    budgetCurrency: { id: 'EUR', name: 'Euro' },
    questionnaireId,
    jobTitle: 'QA engineer',
    jobDescription: '{"type":"doc"}',
    locationDescription: 'Warsaw',
    locationLatitude: 0,
    locationLongitude: 21.01,
    remoteWorkIsPossible: true,
    keywords: ['QA'],
    recruitmentOwner: person(ownerId, 'Anna', 'Kowalska'),
    hiringManager: person(managerId, 'Jan', 'Nowak'),
    recruitmentTeamMembers: [
      person(ownerId, 'Anna', 'Kowalska'),
      person(memberId, 'Ewa', 'Zielińska'),
    ],
    jobOfferUrl: null,
  };

  it('opens with every stored value, the team without its owner', () => {
    expect(recruitmentFormValuesOf(stored)).toEqual({
      saveMode: 'full',
      title: 'Senior tester',
      positionName: 'Tester',
      positionId,
      deadline: '2031-05-14',
      vacantPosts: 3,
      budgetPerPositionMin: 0,
      budgetPerPositionMax: 2000,
      budgetCurrencyId: 'EUR',
      questionnaireId,
      jobTitle: 'QA engineer',
      jobDescription: '{"type":"doc"}',
      locationDescription: 'Warsaw',
      locationLatitude: 0,
      locationLongitude: 21.01,
      remoteWorkIsPossible: true,
      keywords: ['QA'],
      recruitmentOwnerId: ownerId,
      hiringManagerId: managerId,
      recruiterIds: [memberId],
    });
  });

  it('saves back what it loaded', () => {
    const { id, ...payload } = toEditRecruitmentInput(
      recruitmentId,
      recruitmentFormValuesOf(stored),
      false,
    );
    expect(id).toBe(recruitmentId);
    expect(payload).toMatchObject({
      title: stored.title,
      newOrExistingPosition: positionId,
      budgetCurrencyId: 'EUR',
      hiringManagerId: managerId,
      recruiterIds: [memberId],
      locationLatitude: 0,
    });
  });

  it('opens a draft’s zeros (the payload’s "empty") as empty fields, and nothing as empty', () => {
    const draft: RecruitmentForEdit = {
      ...stored,
      status: RecruitmentStatus.Draft,
      positionId: null,
      positionName: null,
      deadline: null,
      vacantPosts: 0,
      budgetPerPositionMin: 0,
      budgetPerPositionMax: 0,
      budgetCurrency: null,
      questionnaireId: null,
      locationLatitude: 0,
      locationLongitude: 0,
      hiringManager: null,
      recruitmentTeamMembers: [person(ownerId, 'Anna', 'Kowalska')],
    };
    expect(recruitmentFormValuesOf(draft)).toMatchObject({
      positionName: '',
      positionId: null,
      deadline: '',
      vacantPosts: null,
      budgetPerPositionMin: null,
      budgetPerPositionMax: null,
      budgetCurrencyId: '',
      questionnaireId: '',
      locationLatitude: null,
      locationLongitude: null,
      hiringManagerId: '',
      recruiterIds: [],
    });
  });
});
