import { QuestionnaireStatus } from '@ats/api-sdk';
import { describe, expect, it } from 'vitest';
import { canDeleteQuestionnaire, statusPresentation } from './status.ts';

const { Draft: draft, Active: active, Deleted: deleted } = QuestionnaireStatus;

describe('canDeleteQuestionnaire', () => {
  it('allows drafts, used or not, and active questionnaires nobody uses (spec part 1 §4)', () => {
    expect(canDeleteQuestionnaire({ status: draft, usageCount: 0 })).toBe(true);
    expect(canDeleteQuestionnaire({ status: draft, usageCount: 3 })).toBe(true);
    expect(canDeleteQuestionnaire({ status: active, usageCount: 0 })).toBe(true);
  });

  it('refuses active questionnaires that recruitments use, and deleted ones', () => {
    expect(canDeleteQuestionnaire({ status: active, usageCount: 1 })).toBe(false);
    expect(canDeleteQuestionnaire({ status: deleted, usageCount: 0 })).toBe(false);
  });
});

describe('statusPresentation', () => {
  it('names every status and gives drafts and active questionnaires different tones', () => {
    expect(statusPresentation[draft].label.defaultMessage).toBe('Draft');
    expect(statusPresentation[active].label.defaultMessage).toBe('Active');
    expect(statusPresentation[deleted].label.defaultMessage).toBe('Deleted');
    expect(statusPresentation[draft].tone).not.toBe(statusPresentation[active].tone);
  });
});
