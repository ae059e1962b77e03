import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type StoryElement,
  sampleOptions,
  storyId,
  structureOf,
} from '../private/questionnaireStoryData.ts';
import { ApplicationForm } from './ApplicationForm.tsx';
import {
  agreeToPrivacyNotice,
  fillPersonalData,
  pdfFile,
  pngFile,
  questionLabel,
} from './storyHelpers.ts';

// One story per element type: how it is asked, its required message, and its answer.
const meta = {
  title: 'Forms/ApplicationForm/Element types',
  component: ApplicationForm,
  args: { structure: { elements: [] }, onSubmit: fn() },
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const required = 'This field is required';
const questionId = storyId(1);

interface ElementCase {
  element: StoryElement;
  /** The control (or group) that answers the question. */
  control: (canvas: Canvas) => HTMLElement;
  /** Answers it, by keyboard where the browser allows. */
  answer: (canvas: Canvas) => Promise<void>;
  /** What the form submits for it. */
  expected: Record<string, unknown>;
}

/** A required question alone (consent given): Apply now shows its message on it, then the answer is submitted. */
function requiredQuestion({ element, control, answer, expected }: ElementCase): Story {
  return {
    args: { structure: structureOf([element]) },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await fillPersonalData(canvasElement);
      await agreeToPrivacyNotice(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
      await expect(control(canvas)).toHaveAccessibleDescription(expect.stringContaining(required));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await answer(canvas);
      await waitFor(() =>
        expect(control(canvas)).not.toHaveAccessibleDescription(expect.stringContaining(required)),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(expected));
    },
  };
}

const answersOnly = (answer: Record<string, unknown>) => ({
  application: expect.objectContaining({ answers: [answer] }),
});

const typeInto = (name: string, text: string) => async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('textbox', { name }));
  await userEvent.keyboard(text);
};

export const Header: Story = {
  args: { structure: structureOf([{ $type: 'Header', text: 'About you' }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'About you' })).toBeVisible();
  },
};

export const TextParagraph: Story = {
  args: {
    structure: structureOf([
      { $type: 'TextParagraph', text: 'Tell us about yourself.\nIt takes five minutes.' },
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tell us about yourself\./)).toBeVisible();
  },
};

export const SingleLineText = requiredQuestion({
  element: { $type: 'SingleLineText', question: 'Expected salary', isRequired: true },
  control: (canvas) => canvas.getByRole('textbox', { name: 'Expected salary' }),
  answer: typeInto('Expected salary', '18 000 PLN'),
  expected: answersOnly({ $type: 'SingleLineText', questionId, value: '18 000 PLN' }),
});

export const MultiLineText = requiredQuestion({
  element: { $type: 'MultiLineText', question: 'Why us?', isRequired: true },
  control: (canvas) => canvas.getByRole('textbox', { name: 'Why us?' }),
  answer: typeInto('Why us?', 'Your product.{Enter}Your team.'),
  expected: answersOnly({ $type: 'MultiLineText', questionId, value: 'Your product.\nYour team.' }),
});

export const Summary = requiredQuestion({
  element: { $type: 'Summary', question: 'Summary', isRequired: true },
  control: (canvas) => canvas.getByRole('textbox', { name: 'Summary' }),
  answer: typeInto('Summary', 'Front-end engineer.'),
  expected: answersOnly({ $type: 'Summary', questionId, value: 'Front-end engineer.' }),
});

export const Address = requiredQuestion({
  element: { $type: 'Address', question: 'Home address', isRequired: true },
  control: (canvas) => canvas.getByRole('textbox', { name: 'Home address' }),
  answer: typeInto('Home address', 'ul. Długa 5, 00-001 Warszawa'),
  expected: answersOnly({ $type: 'Address', questionId, value: 'ul. Długa 5, 00-001 Warszawa' }),
});

export const SingleChoice = requiredQuestion({
  element: {
    $type: 'SingleChoice',
    question: 'Favourite tool',
    isRequired: true,
    options: sampleOptions,
  },
  control: (canvas) => canvas.getByRole('radiogroup', { name: 'Favourite tool' }),
  answer: async (canvas) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'TypeScript' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'PostgreSQL' })).toBeChecked();
  },
  expected: answersOnly({ $type: 'SingleChoice', questionId, chosenOption: '3' }),
});

export const MultipleChoice = requiredQuestion({
  element: {
    $type: 'MultipleChoice',
    question: 'Tools you have used',
    isRequired: true,
    options: sampleOptions,
  },
  control: (canvas) => canvas.getByRole('group', { name: 'Tools you have used' }),
  answer: async (canvas) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PostgreSQL' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TypeScript' }));
  },
  // Chosen keys are sent in the options' order, whatever the order of clicks.
  expected: answersOnly({ $type: 'MultipleChoice', questionId, chosenOptions: ['1', '3'] }),
});

const resumeFile = pdfFile('cv.pdf');
export const Resume = requiredQuestion({
  element: { $type: 'Resume', question: 'Resume', isRequired: true },
  control: (canvas) => canvas.getByLabelText(questionLabel('Resume')),
  answer: (canvas) => userEvent.upload(canvas.getByLabelText(questionLabel('Resume')), resumeFile),
  expected: { resume: resumeFile },
});

const photoFile = pngFile('photo.png');
export const Photo = requiredQuestion({
  element: { $type: 'Photo', question: 'Photo', isRequired: true },
  control: (canvas) => canvas.getByLabelText(questionLabel('Photo')),
  answer: (canvas) => userEvent.upload(canvas.getByLabelText(questionLabel('Photo')), photoFile),
  expected: { photo: photoFile },
});

const coverLetterFile = pdfFile('cover-letter.pdf');
export const CoverLetter = requiredQuestion({
  element: { $type: 'CoverLetter', question: 'Cover letter', isRequired: true },
  control: (canvas) => canvas.getByLabelText(questionLabel('Cover letter')),
  answer: (canvas) =>
    userEvent.upload(canvas.getByLabelText(questionLabel('Cover letter')), coverLetterFile),
  expected: { coverLetter: coverLetterFile },
});

const attachmentFile = pdfFile('certificates.pdf');
export const Attachment = requiredQuestion({
  element: { $type: 'Attachment', question: 'Certificates', isRequired: true },
  control: (canvas) => canvas.getByLabelText(questionLabel('Certificates')),
  answer: (canvas) =>
    userEvent.upload(canvas.getByLabelText(questionLabel('Certificates')), attachmentFile),
  expected: { attachments: { [questionId]: attachmentFile } },
});

export const Education = requiredQuestion({
  element: { $type: 'Education', question: 'Education', isRequired: true },
  control: (canvas) => canvas.getByRole('textbox', { name: 'School' }),
  answer: async (canvas) => {
    await typeInto('School', 'Warsaw University of Technology')(canvas);
    await userEvent.tab();
    await userEvent.keyboard('Master of Science');
    await userEvent.tab();
    await userEvent.keyboard('Computer science');
    await userEvent.tab();
    await userEvent.keyboard('2012-10-01');
    await userEvent.tab();
    await userEvent.keyboard('2017-06-30');
  },
  expected: answersOnly({
    $type: 'Education',
    questionId,
    value: [
      {
        school: 'Warsaw University of Technology',
        degree: 'Master of Science',
        fieldOfStudy: 'Computer science',
        startDate: '2012-10-01',
        endDate: '2017-06-30',
        currentlyStudyingHere: false,
        description: null,
      },
    ],
  }),
});

export const Experience = requiredQuestion({
  element: { $type: 'Experience', question: 'Experience', isRequired: true },
  control: (canvas) => canvas.getByRole('textbox', { name: 'Title' }),
  answer: async (canvas) => {
    await typeInto('Title', 'Engineer')(canvas);
    await typeInto('Company', 'Acme')(canvas);
    await typeInto('Description', 'Design system.')(canvas);
  },
  expected: answersOnly({
    $type: 'Experience',
    questionId,
    value: [
      {
        title: 'Engineer',
        company: 'Acme',
        locationDescription: null,
        startDate: null,
        endDate: null,
        currentlyWorkingInThisRole: false,
        description: 'Design system.',
      },
    ],
  }),
});
