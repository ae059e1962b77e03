import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  type StoryElement,
  sampleAnswers,
  sampleOptions,
  storyId,
  structureOf,
} from '../private/questionnaireStoryData.ts';
import { FilledQuestionnaire } from './FilledQuestionnaire.tsx';
import { fileHref } from './storyData.ts';
import { answerTo } from './storyHelpers.ts';

// One story per element type: how its answer reads, and how an empty answer reads.
const meta = {
  title: 'Data display/FilledQuestionnaire/Element types',
  component: FilledQuestionnaire,
  args: {
    structure: { elements: [] },
    answers: { additionalQuestionnaireAnswers: [] },
    fileHref,
    onClose: fn(),
  },
} satisfies Meta<typeof FilledQuestionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

type QuestionType = keyof typeof sampleAnswers;

/** The question asked twice: answered (storyId 1) and left empty (storyId 2). */
function answered(
  type: QuestionType,
  question: string,
  check: (answer: HTMLElement) => Promise<void>,
): Story {
  const element = (id: 1 | 2): StoryElement =>
    type === 'SingleChoice' || type === 'MultipleChoice'
      ? { $type: type, question: `${question} ${id}`, isRequired: false, options: sampleOptions }
      : { $type: type, question: `${question} ${id}`, isRequired: false };
  return {
    args: {
      structure: structureOf([element(1), element(2)]),
      answers: { additionalQuestionnaireAnswers: [sampleAnswers[type]] },
    },
    play: async ({ canvasElement }) => {
      await check(answerTo(canvasElement, `${question} 1`));
      await expect(answerTo(canvasElement, `${question} 2`)).toHaveTextContent('No answer');
    },
  };
}

const reads = (text: string) => async (answer: HTMLElement) => {
  await expect(answer).toHaveTextContent(text);
};

const linksTo = (fileName: string) => async (answer: HTMLElement) => {
  await expect(within(answer).getByRole('link', { name: fileName })).toHaveAttribute(
    'href',
    fileHref({ fileIdentifier: storyId(101) }),
  );
};

export const Header: Story = {
  args: { structure: structureOf([{ $type: 'Header', text: 'About you' }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'About you' })).toBeVisible();
  },
};

export const TextParagraph: Story = {
  args: {
    structure: structureOf([{ $type: 'TextParagraph', text: 'Tell us about yourself.' }]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tell us about yourself.')).toBeVisible();
  },
};

export const SingleLineText = answered('SingleLineText', 'Expected salary', reads('18 000 PLN'));
export const MultiLineText = answered(
  'MultiLineText',
  'Why us?',
  reads('I like your product. I use it every day.'),
);
export const Summary = answered('Summary', 'Summary', reads('Front-end engineer.'));
export const Address = answered('Address', 'Home address', reads('ul. Długa 5, 00-001 Warszawa'));
export const SingleChoice = answered('SingleChoice', 'Favourite tool', reads('React'));
export const MultipleChoice = answered('MultipleChoice', 'Tools used', async (answer) => {
  const items = within(answer).getAllByRole('listitem');
  await expect(items.map((item) => item.textContent)).toEqual(['TypeScript', 'PostgreSQL']);
});
export const Resume = answered('Resume', 'Resume', linksTo('cv.pdf'));
export const Photo = answered('Photo', 'Photo', linksTo('photo.jpg'));
export const CoverLetter = answered('CoverLetter', 'Cover letter', linksTo('cover-letter.pdf'));
export const Attachment = answered('Attachment', 'Portfolio', linksTo('portfolio.pdf'));
export const Education = answered('Education', 'Education', async (answer) => {
  await expect(answer).toHaveTextContent('Education 1 1');
  await expect(answer).toHaveTextContent('SchoolWarsaw University of Technology');
  await expect(answer).toHaveTextContent('Field of studyComputer science');
  await expect(answer).toHaveTextContent('End date06/30/2017');
});
export const Experience = answered('Experience', 'Experience', async (answer) => {
  await expect(answer).toHaveTextContent('TitleSenior front-end engineer');
  await expect(answer).toHaveTextContent('LocationWarsaw');
  await expect(answer).toHaveTextContent('End dateCurrently working in this role');
});
