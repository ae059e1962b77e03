import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  everyElementType,
  everyElementTypeAnswers,
  longTextAnswers,
  longTexts,
  sampleAnswers,
  sampleOptions,
  storyId,
  structureOf,
} from '../private/questionnaireStoryData.ts';
import { tabTo } from '../private/storyKeyboard.ts';
import { FilledQuestionnaire } from './FilledQuestionnaire.tsx';
import { fileHref, polishLabels } from './storyData.ts';
import { answerTo } from './storyHelpers.ts';

const meta = {
  title: 'Data display/FilledQuestionnaire',
  component: FilledQuestionnaire,
  args: {
    structure: everyElementType,
    answers: everyElementTypeAnswers,
    fileHref,
    onClose: fn(),
  },
} satisfies Meta<typeof FilledQuestionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every element type on three pages, read with Previous, Next and Close. */
export const EveryElementType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your application' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'anna-kowalska-cv.pdf' })).toHaveAttribute(
      'href',
      fileHref({ fileIdentifier: storyId(101) }),
    );
    await expect(answerTo(canvasElement, 'Photo')).toHaveTextContent('No answer');
    await expect(answerTo(canvasElement, 'Home address')).toHaveTextContent(
      'ul. Długa 5, 00-001 Warszawa',
    );
    await expect(canvas.getByRole('link', { name: 'certificates.zip' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toHaveFocus());
    const experience = answerTo(canvasElement, 'Experience');
    await expect(within(experience).getAllByRole('listitem')).toHaveLength(2);
    await expect(experience).toHaveTextContent('Experience 1');
    await expect(experience).toHaveTextContent('Senior front-end engineer');
    await expect(experience).toHaveTextContent('Start date03/01/2021');
    await expect(experience).toHaveTextContent('End dateCurrently working in this role');
    await expect(experience).toHaveTextContent('End date02/28/2021');
    await expect(answerTo(canvasElement, 'Education')).toHaveTextContent('No answer');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Page 3 of 3')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(answerTo(canvasElement, 'When could you start?')).toHaveTextContent(
      'Within a month',
    );
    const used = within(answerTo(canvasElement, 'Which of these have you used?'));
    await expect(used.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'TypeScript',
      'React',
    ]);
    await expect(answerTo(canvasElement, 'Expected salary')).toHaveTextContent('18 000 PLN');
    await expect(answerTo(canvasElement, 'Why would you like to join us?')).toHaveTextContent(
      'No answer',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Previous, Next and Close work from the keyboard. */
export const KeyboardPaging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByText('Page 1 of 3')).toHaveFocus());
    // The file links come first, then the pager (Previous is disabled on page 1), then Close.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'anna-kowalska-cv.pdf' })).toHaveFocus();
    await tabTo(canvas.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A candidate who answered nothing: every question reads "No answer". */
export const NoAnswers: Story = {
  args: { answers: { additionalQuestionnaireAnswers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No answer')).toHaveLength(5);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** In a tab of the profile: one page and no Close button, so no buttons at all. */
export const OnePageWithoutClose: Story = {
  args: { structure: longTexts, answers: longTextAnswers, onClose: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Page /)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Long questions, answers and file names wrap instead of overflowing. */
export const LongTexts: Story = {
  args: { structure: longTexts, answers: longTextAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^curriculum-vitae-anna-maria/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Polish texts from the app's catalogue. */
export const PolishTexts: Story = {
  args: { labels: polishLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Strona 1 z 3')).toBeVisible();
    await expect(answerTo(canvasElement, 'Photo')).toHaveTextContent('Brak odpowiedzi');
    await userEvent.click(canvas.getByRole('button', { name: 'Dalej' }));
    await expect(answerTo(canvasElement, 'Experience')).toHaveTextContent(
      'Data rozpoczęcia01.03.2021',
    );
    await expect(canvas.getByRole('button', { name: 'Wstecz' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Zamknij' })).toBeEnabled();
  },
};

/** Page 1 of two with each kind of answer, for the visual-regression screenshot (it must fit 1024×768). */
export const Gallery: Story = {
  args: {
    structure: structureOf([
      { $type: 'Resume', question: 'Resume', isRequired: true },
      { $type: 'Photo', question: 'Photo', isRequired: false },
      {
        $type: 'SingleChoice',
        question: 'Favourite tool',
        isRequired: false,
        options: sampleOptions,
      },
      {
        $type: 'MultipleChoice',
        question: 'Tools used',
        isRequired: false,
        options: sampleOptions,
      },
      { $type: 'Experience', question: 'Experience', isRequired: false },
      { $type: 'Summary', question: 'Summary', isRequired: false, pageNumber: 2 },
    ]),
    answers: {
      additionalQuestionnaireAnswers: [
        { ...sampleAnswers.Resume, questionId: storyId(1) },
        { ...sampleAnswers.SingleChoice, questionId: storyId(3) },
        { ...sampleAnswers.MultipleChoice, questionId: storyId(4) },
        { ...sampleAnswers.Experience, questionId: storyId(5) },
      ],
    },
  },
};
