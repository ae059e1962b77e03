import { describe, expect, it } from 'vitest';
import { structureOf } from '../private/questionnaireStoryData.ts';
import { initialDraft, toApplicationSubmission } from './applicationDraft.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const structure = structureOf([
  { $type: 'Header', text: 'About you' },
  { $type: 'Resume', question: 'Resume', isRequired: true },
  { $type: 'Resume', question: 'Resume again', isRequired: false },
  { $type: 'Attachment', question: 'Portfolio', isRequired: false },
  { $type: 'Attachment', question: 'Certificates', isRequired: false },
  { $type: 'SingleLineText', question: 'Salary', isRequired: true },
  { $type: 'SingleChoice', question: 'Start', isRequired: false, options: { '1': 'Now' } },
  { $type: 'MultipleChoice', question: 'Tools', isRequired: false, options: { '1': 'TS' } },
  { $type: 'Education', question: 'Education', isRequired: true },
  { $type: 'Experience', question: 'Experience', isRequired: false },
]);

describe('initialDraft', () => {
  it('starts every question empty, a required entry question with one empty entry', () => {
    const draft = initialDraft(structure);
    expect(draft.texts).toEqual({ [id(6)]: '', [id(7)]: '' });
    expect(draft.choices).toEqual({ [id(8)]: [] });
    expect(draft.entries[id(9)]).toHaveLength(1);
    expect(draft.entries[id(10)]).toEqual([]);
    expect(draft.files).toEqual({});
    expect(draft.consent).toBe(false);
    expect(draft.futureOpeningsConsent).toBe(false);
  });
});

describe('toApplicationSubmission', () => {
  it('answers every non-file question in order, empty ones as empty values', () => {
    const draft = initialDraft(structure);
    draft.entries[id(9)] = [];
    const { application } = toApplicationSubmission(
      { elements: [...structure.elements].reverse() },
      draft,
    );
    expect(application.answers).toEqual([
      { $type: 'SingleLineText', questionId: id(6), value: '' },
      { $type: 'SingleChoice', questionId: id(7), chosenOption: null },
      { $type: 'MultipleChoice', questionId: id(8), chosenOptions: [] },
      { $type: 'Education', questionId: id(9), value: [] },
      { $type: 'Experience', questionId: id(10), value: [] },
    ]);
  });

  it('trims texts, turns blanks into null and drops the end date of a current entry', () => {
    const draft = initialDraft(structure);
    draft.personalData = {
      firstName: ' Anna ',
      lastName: 'Kowalska',
      email: ' anna@example.com',
      phoneNumber: '  ',
      prefix: '',
    };
    draft.texts[id(6)] = ' 18 000 PLN ';
    draft.texts[id(7)] = '1';
    draft.entries[id(9)] = [
      {
        key: 'a',
        fields: { school: ' WUT ', degree: ' ', fieldOfStudy: 'CS' },
        startDate: '2012-10-01',
        endDate: '2017-06-30',
        current: true,
        description: '',
      },
    ];
    draft.consent = true;
    const { application } = toApplicationSubmission(structure, draft);
    expect(application.consent).toBe(true);
    expect(application.personalData).toEqual({
      firstName: 'Anna',
      lastName: 'Kowalska',
      email: 'anna@example.com',
      phoneNumber: null,
      prefix: null,
    });
    expect(application.answers).toContainEqual({
      $type: 'SingleLineText',
      questionId: id(6),
      value: '18 000 PLN',
    });
    expect(application.answers).toContainEqual({
      $type: 'SingleChoice',
      questionId: id(7),
      chosenOption: '1',
    });
    expect(application.answers).toContainEqual({
      $type: 'Education',
      questionId: id(9),
      value: [
        {
          school: 'WUT',
          degree: null,
          fieldOfStudy: 'CS',
          startDate: '2012-10-01',
          endDate: null,
          currentlyStudyingHere: true,
          description: null,
        },
      ],
    });
  });

  it('sends one resume for every Resume element and each attachment under its question id', () => {
    const draft = initialDraft(structure);
    const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const certificates = new File(['zip'], 'certificates.zip');
    draft.files = { resume, [id(5)]: certificates };
    const submission = toApplicationSubmission(structure, draft);
    expect(submission.resume).toBe(resume);
    expect(submission.attachments).toEqual({ [id(5)]: certificates });
    expect(submission).not.toHaveProperty('photo');
    expect(submission).not.toHaveProperty('coverLetter');
  });

  it('answers the future-openings consent only when the form offered it', () => {
    const draft = { ...initialDraft(structure), consent: true };
    expect(toApplicationSubmission(structure, draft).application).not.toHaveProperty(
      'futureOpeningsConsent',
    );
    const offered = { offersFutureOpeningsConsent: true };
    expect(toApplicationSubmission(structure, draft, offered).application).toMatchObject({
      futureOpeningsConsent: false,
    });
    draft.futureOpeningsConsent = true;
    expect(toApplicationSubmission(structure, draft, offered).application).toMatchObject({
      futureOpeningsConsent: true,
    });
  });

  it('leaves out the attachments part when no attachment was chosen', () => {
    expect(toApplicationSubmission(structure, initialDraft(structure))).not.toHaveProperty(
      'attachments',
    );
  });
});
