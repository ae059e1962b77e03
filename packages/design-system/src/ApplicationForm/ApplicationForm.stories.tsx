import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  everyElementType,
  longTexts,
  storyId,
  structureOf,
} from '../private/questionnaireStoryData.ts';
import {
  ApplicationForm,
  type ApplicationFormProps,
  type UploadProgressEntry,
} from './ApplicationForm.tsx';
import { polishLabels, polishQuestionnaire } from './storyData.ts';
import {
  agreeToPrivacyNotice,
  consentLabel,
  fileInput,
  fillPersonalData,
  pdfFile,
  shownErrors,
  tabAndType,
  tabTo,
} from './storyHelpers.ts';
import type { ApplicationSubmission } from './submission.ts';

const meta = {
  title: 'Forms/ApplicationForm',
  component: ApplicationForm,
  args: { structure: everyElementType, onSubmit: fn() },
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const required = 'This field is required';
const privacyNotice =
  'Your data is processed only for this recruitment process and kept until it ends. You may ask to see, correct or delete your data at any time.';

/** What fillPersonalData types, as the form submits it. */
const filledPersonalData = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  phoneNumber: '+48 600 100 200',
  prefix: 'Ms',
};

/**
 * Every element type on three pages, filled by keyboard: personal data, files, an experience
 * entry, an added education entry, a choice of each kind, the consent; Enter on Apply now submits.
 */
export const FillEveryPageByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const resume = pdfFile('anna-cv.pdf', 120 * 1024);
    const portfolio = pdfFile('portfolio.pdf');

    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your application' })).toBeVisible();
    await fillPersonalData(canvasElement);
    const resumeInput = fileInput(canvasElement, 'Resume');
    await tabTo(resumeInput);
    await userEvent.upload(resumeInput, resume);
    await expect(canvas.getByText('anna-cv.pdf (120 KB)')).toBeVisible();
    await tabAndType(canvas.getByRole('textbox', { name: 'Home address' }), 'ul. Długa 5');
    const portfolioInput = fileInput(canvasElement, 'Portfolio or certificates');
    await tabTo(portfolioInput);
    await userEvent.upload(portfolioInput, portfolio);
    await tabTo(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');

    // Page 2: the focus starts at the top of the page.
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toHaveFocus());
    await tabAndType(canvas.getByRole('textbox', { name: 'Summary' }), 'Front-end engineer.');
    const experience = within(canvas.getByRole('group', { name: 'Experience 1' }));
    await tabAndType(experience.getByRole('textbox', { name: 'Title' }), 'Senior engineer');
    await tabAndType(experience.getByRole('textbox', { name: 'Company' }), 'Acme');
    await tabAndType(experience.getByRole('textbox', { name: 'Location' }), 'Warsaw');
    await tabAndType(experience.getByLabelText('Start date'), '2021-03-01');
    await tabTo(experience.getByRole('checkbox', { name: 'Currently working in this role' }));
    await userEvent.keyboard(' ');
    await expect(experience.getByLabelText('End date')).toBeDisabled();
    await tabTo(canvas.getByRole('button', { name: 'Add education' }));
    await userEvent.keyboard('{Enter}');
    const education = within(canvas.getByRole('group', { name: 'Education 1' }));
    await expect(education.getByRole('textbox', { name: 'School' })).toHaveFocus();
    await userEvent.keyboard('Warsaw University of Technology{Enter}');

    // Page 3: Enter in a field of page 2 was Next.
    await waitFor(() => expect(canvas.getByText('Page 3 of 3')).toHaveFocus());
    await tabTo(canvas.getByRole('radio', { name: 'Immediately' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Within a month' })).toBeChecked();
    await tabTo(canvas.getByRole('checkbox', { name: 'TypeScript' }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('checkbox', { name: 'React' }));
    await userEvent.keyboard(' ');
    await tabAndType(canvas.getByRole('textbox', { name: 'Expected salary' }), '18 000 PLN');
    await tabTo(canvas.getByRole('checkbox', { name: consentLabel }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Apply now' }));
    await userEvent.keyboard('{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      application: {
        personalData: filledPersonalData,
        consent: true,
        answers: [
          { $type: 'Address', questionId: storyId(5), value: 'ul. Długa 5' },
          { $type: 'Summary', questionId: storyId(8), value: 'Front-end engineer.' },
          {
            $type: 'Experience',
            questionId: storyId(9),
            value: [
              {
                title: 'Senior engineer',
                company: 'Acme',
                locationDescription: 'Warsaw',
                startDate: '2021-03-01',
                endDate: null,
                currentlyWorkingInThisRole: true,
                description: null,
              },
            ],
          },
          {
            $type: 'Education',
            questionId: storyId(10),
            value: [
              {
                school: 'Warsaw University of Technology',
                degree: null,
                fieldOfStudy: null,
                startDate: null,
                endDate: null,
                currentlyStudyingHere: false,
                description: null,
              },
            ],
          },
          { $type: 'SingleChoice', questionId: storyId(11), chosenOption: '2' },
          { $type: 'MultipleChoice', questionId: storyId(12), chosenOptions: ['1', '2'] },
          { $type: 'SingleLineText', questionId: storyId(13), value: '18 000 PLN' },
          { $type: 'MultiLineText', questionId: storyId(14), value: '' },
        ],
      },
      resume,
      attachments: { [storyId(7)]: portfolio },
    });
  },
};

/** Next on an empty page shows the required messages and focuses the first; they go as fields are filled. */
export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(shownErrors(canvasElement, required)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    // Each text field is described by its message, then its counter of characters.
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription(`${required} 0/200`);
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      `${required} 0/200`,
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      `${required} 0/254`,
    );
    await expect(canvas.getByRole('textbox', { name: 'Home address' })).toHaveAccessibleDescription(
      `${required} 0/1000`,
    );
    await expect(fileInput(canvasElement, 'Resume')).toHaveAccessibleDescription(
      'PDF, up to 10 MB This field is required No file chosen',
    );
    // Optional questions never complain.
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      '0/50',
    );
    await expect(shownErrors(canvasElement, required)).toHaveLength(5);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    // The consent waits for the last page.
    await expect(canvas.queryByRole('checkbox', { name: consentLabel })).toBeNull();

    await userEvent.keyboard('Anna');
    await expect(firstName).toHaveAccessibleDescription('4/200');
    await expect(shownErrors(canvasElement, required)).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The last page's submit checks every page: here page 1 is fine but the last page's required fields and the consent are not. */
export const RequiredMessagesOnSubmit: Story = {
  args: {
    structure: structureOf([
      { $type: 'SingleLineText', question: 'Expected salary', isRequired: true },
      {
        $type: 'SingleChoice',
        question: 'When could you start?',
        isRequired: true,
        options: { '1': 'Immediately', '2': 'Within a month' },
      },
      {
        $type: 'MultipleChoice',
        question: 'Which of these have you used?',
        isRequired: true,
        options: { '1': 'TypeScript', '2': 'React' },
      },
      { $type: 'Education', question: 'Education', isRequired: true },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillPersonalData(canvasElement);
    // A required education question starts with one entry; without it, the question itself is missing.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Education 1' }));
    await expect(canvas.getByText('Nothing added yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));

    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Expected salary' })).toHaveFocus(),
    );
    await expect(
      canvas.getByRole('radiogroup', { name: 'When could you start?' }),
    ).toHaveAccessibleDescription(required);
    await expect(
      canvas.getByRole('group', { name: 'Which of these have you used?' }),
    ).toHaveAccessibleDescription(required);
    await expect(canvas.getByRole('group', { name: 'Education' })).toHaveAccessibleDescription(
      required,
    );
    await expect(canvas.getByRole('checkbox', { name: consentLabel })).toHaveAccessibleDescription(
      expect.stringContaining(required),
    );
    await expect(shownErrors(canvasElement, required)).toHaveLength(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong values, saying what is accepted: an e-mail address, a file's type (by name and by content) and size (the rule's own), an end date before the start. */
export const InvalidValues: Story = {
  args: {
    fileRules: { Resume: { accept: '.pdf,application/pdf', maxBytes: 1024 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await fillPersonalData(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'anna@example');

    // A file's type and size are checked as soon as it is chosen.
    const resume = fileInput(canvasElement, 'Resume');
    await expect(canvas.getByText('PDF, up to 1 KB')).toBeVisible();
    await user.upload(resume, new File(['text'], 'cv.txt', { type: 'text/plain' }));
    await expect(resume).toHaveAccessibleDescription(
      expect.stringContaining('The resume must be a PDF file.'),
    );
    // By content, as the server checks it: a text file named cv.pdf is no PDF.
    await user.upload(resume, new File(['Just text'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(resume).toHaveAccessibleDescription(
        expect.stringContaining('The resume must be a PDF file.'),
      ),
    );
    await user.upload(resume, pdfFile('cv.pdf', 4096));
    await waitFor(() =>
      expect(resume).toHaveAccessibleDescription(expect.stringContaining('Maximum value is 1 KB')),
    );
    await user.click(canvas.getByRole('button', { name: 'Remove file: Resume' }));
    await expect(resume).toHaveFocus();
    await user.upload(resume, pdfFile('cv.pdf', 512));
    await expect(canvas.getByText('cv.pdf (512 B)')).toBeVisible();

    // Each rule names its own limit: the default photo rule takes 5 MB.
    const photo = fileInput(canvasElement, 'Photo');
    await expect(canvas.getByText('JPG, PNG or WebP, up to 5 MB')).toBeVisible();
    const largePhoto = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.png', {
      type: 'image/png',
    });
    await user.upload(photo, largePhoto);
    await expect(photo).toHaveAccessibleDescription(
      expect.stringContaining('Maximum value is 5 MB'),
    );
    await user.click(canvas.getByRole('button', { name: 'Remove file: Photo' }));

    await user.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com. 12/254',
    );
    await user.type(email, '.com');
    await user.type(canvas.getByRole('textbox', { name: 'Home address' }), 'ul. Długa 5');
    await user.click(canvas.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toHaveFocus());
    const experience = within(canvas.getByRole('group', { name: 'Experience 1' }));
    await user.type(experience.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await user.type(experience.getByRole('textbox', { name: 'Company' }), 'Acme');
    await user.type(experience.getByLabelText('Start date'), '2021-03-01');
    await user.type(experience.getByLabelText('End date'), '2020-12-31');
    await user.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(experience.getByLabelText('End date')).toHaveFocus());
    await expect(experience.getByLabelText('End date')).toHaveAccessibleDescription(
      'must be later than 03/01/2021',
    );
  },
};

/** Previous keeps what was typed and chosen, files included. */
export const PreviousKeepsAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonalData(canvasElement);
    await userEvent.upload(fileInput(canvasElement, 'Resume'), pdfFile('anna-cv.pdf'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Home address' }), 'ul. Długa 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: 'First name' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(canvas.getByText('Page 1 of 3')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
    await expect(canvas.getByRole('combobox', { name: 'Prefix' })).toHaveTextContent('Ms.');
    await expect(canvas.getByText('anna-cv.pdf (2 KB)')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Home address' })).toHaveValue('ul. Długa 5');
  },
};

/** Entries are added and removed; removing one with something in it asks first, and the focus stays in the list. */
export const EducationAndExperienceEntries: Story = {
  args: {
    structure: structureOf([
      { $type: 'Experience', question: 'Experience', isRequired: true },
      { $type: 'Education', question: 'Education', isRequired: false },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('group', { name: 'Experience 1' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Education 1' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Add education' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add education' }));
    const second = within(canvas.getByRole('group', { name: 'Education 2' }));
    await expect(second.getByRole('textbox', { name: 'School' })).toHaveFocus();
    await userEvent.keyboard('Warsaw University of Technology');
    await userEvent.click(second.getByRole('checkbox', { name: 'Currently studying here' }));

    // A blank entry goes at once; a filled one asks.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Education 1' }));
    await expect(canvas.getByRole('button', { name: 'Add education' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Education 1' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Education 2' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Education 1' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove entry' });
    await expect(dialog).toHaveTextContent('Are you sure you want to remove Education 1?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('group', { name: 'Education 1' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Education 1' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'Remove entry' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Education 1' })).toBeNull());
    await expect(canvas.getByText('Nothing added yet.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add education' })).toHaveFocus(),
    );
  },
};

/**
 * The app's limits: each field shows its counter near the limit and takes no more, and the
 * Add button of an entry list turns off at the most entries (the defaults are the contract's).
 */
export const InputLimits: Story = {
  args: {
    structure: structureOf([
      { $type: 'SingleLineText', question: 'Expected salary', isRequired: true },
      { $type: 'Education', question: 'Education', isRequired: false },
    ]),
    limits: {
      personalData: { firstName: 10 },
      answers: { SingleLineText: 8 },
      entries: { Education: 2 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('maxlength', '10');
    await userEvent.type(firstName, 'Maximilianus');
    await expect(firstName).toHaveValue('Maximilian');
    // The counter fades in (an opacity transition) when it leaves the quiet level.
    await waitFor(() => expect(canvas.getByText('10/10')).toBeVisible());
    await expect(firstName).toHaveAccessibleDescription('10/10');
    // The others keep the contract's limits.
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'maxlength',
      '200',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'maxlength',
      '254',
    );

    const salary = canvas.getByRole('textbox', { name: 'Expected salary' });
    await userEvent.type(salary, '18 000 PLN');
    await expect(salary).toHaveValue('18 000 P');
    await expect(salary).toHaveAccessibleDescription('8/8');

    const add = canvas.getByRole('button', { name: 'Add education' });
    await expect(add).toHaveAccessibleDescription('0/2');
    await userEvent.click(add);
    await expect(
      within(canvas.getByRole('group', { name: 'Education 1' })).getByRole('textbox', {
        name: 'School',
      }),
    ).toHaveAttribute('maxlength', '200');
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('2/2');
    await waitFor(() => expect(canvas.getByText('2/2')).toBeVisible());
    await expect(canvas.queryByRole('group', { name: 'Education 3' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The app is sending: fields and buttons are disabled and Apply now spins. */
export const Submitting: Story = {
  args: {
    submitting: true,
    structure: structureOf([
      { $type: 'SingleLineText', question: 'Expected salary', isRequired: true },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply now' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Expected salary' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: consentLabel })).toBeDisabled();
  },
};

/** While the promise returned by onSubmit is pending the form is busy; it is usable again after. */
export const PendingSubmit: Story = {
  args: {
    onSubmit: fn(),
    structure: structureOf([
      { $type: 'SingleLineText', question: 'Expected salary', isRequired: false },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let finish: () => void = () => {};
    const onSubmit = args.onSubmit as ReturnType<typeof fn>;
    onSubmit.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await fillPersonalData(canvasElement);
    await agreeToPrivacyNotice(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Apply now' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    // A second press while sending does nothing.
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  },
};

/** A questionnaire without elements still asks for the personal data, on one page. */
export const PersonalDataOnly: Story = {
  args: { structure: { elements: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Page /)).toBeNull();
    await fillPersonalData(canvasElement);
    await agreeToPrivacyNotice(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      application: {
        personalData: filledPersonalData,
        consent: true,
        answers: [],
      },
    });
  },
};

/** Polish texts from the app's catalogue and a questionnaire written in Polish. */
export const PolishTexts: Story = {
  args: { structure: polishQuestionnaire, labels: polishLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Formularz aplikacyjny' })).toBeVisible();
    await expect(canvas.getByText('Strona 1 z 2')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
    await expect(canvas.getByText('PDF, do 10 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Imię' })).toHaveFocus());
    await expect(shownErrors(canvasElement, 'To pole jest wymagane')).toHaveLength(5);
  },
};

/** Long questions, options, paragraphs and file names wrap instead of overflowing. */
export const LongTexts: Story = {
  args: { structure: longTexts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const longName =
      'curriculum-vitae-anna-maria-kowalska-wisniewska-senior-full-stack-software-engineer-2024-final-version.pdf';
    await userEvent.upload(fileInput(canvasElement, 'Resume'), pdfFile(longName));
    await expect(canvas.getByText(`${longName} (2 KB)`)).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Application form' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

/**
 * The consent checkbox above Apply now, described by the privacy notice: unticked, Apply now
 * shows the required message under it and focuses it; the application carries `consent: true`.
 */
export const ConsentRequired: Story = {
  args: { structure: { elements: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: consentLabel });
    await expect(consent).toBeRequired();
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAccessibleDescription(privacyNotice);
    await expect(canvas.getByText(privacyNotice)).toBeVisible();
    // It comes right before the submit button.
    const submit = canvas.getByRole('button', { name: 'Apply now' });
    await expect(consent.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await fillPersonalData(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(consent).toHaveAccessibleDescription(`${privacyNotice} ${required}`);
    await expect(consent).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
    await expect(consent).toHaveAccessibleDescription(privacyNotice);
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      application: { personalData: filledPersonalData, consent: true, answers: [] },
    });
  },
};

/** The app's own privacy notice (here with a link to the full policy) replaces the default text. */
export const CustomPrivacyNotice: Story = {
  args: {
    structure: { elements: [] },
    privacyNotice: (
      <>
        Acme Ltd. keeps your data until this recruitment ends. Read our{' '}
        <a href="#privacy-policy">privacy policy</a>.
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: consentLabel })).toHaveAccessibleDescription(
      'Acme Ltd. keeps your data until this recruitment ends. Read our privacy policy.',
    );
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toBeVisible();
    await expect(canvas.queryByText(privacyNotice)).toBeNull();
  },
};

const futureOpeningsLabel =
  "I agree that my application and personal data may be kept for the company's future recruitments for up to 24 months.";

/**
 * The optional "keep me for future openings" checkbox under the consent: not required, left
 * empty it submits `futureOpeningsConsent: false`, ticked `true`.
 */
export const FutureOpeningsConsent: Story = {
  args: { structure: { elements: [] }, futureOpeningsConsent: futureOpeningsLabel },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keepMe = canvas.getByRole('checkbox', { name: futureOpeningsLabel });
    await expect(keepMe).not.toBeRequired();
    await expect(keepMe).not.toBeChecked();
    const consent = canvas.getByRole('checkbox', { name: consentLabel });
    await expect(consent.compareDocumentPosition(keepMe)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await fillPersonalData(canvasElement);
    await userEvent.click(consent);
    const submit = canvas.getByRole('button', { name: 'Apply now' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      application: {
        personalData: filledPersonalData,
        consent: true,
        answers: [],
        futureOpeningsConsent: false,
      },
    });
    await userEvent.click(keepMe);
    await expect(keepMe).toBeChecked();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      application: {
        personalData: filledPersonalData,
        consent: true,
        answers: [],
        futureOpeningsConsent: true,
      },
    });
  },
};

/** While the app sends the application: a progress bar per file above the buttons, under "Sending your application". */
export const UploadProgress: Story = {
  args: {
    submitting: true,
    structure: structureOf([
      { $type: 'Resume', question: 'Resume', isRequired: true },
      { $type: 'Photo', question: 'Photo', isRequired: false },
    ]),
    uploadProgress: [
      { label: 'Uploading anna-cv.pdf', loadedBytes: 460_800, totalBytes: 1_024_000 },
      { label: 'Uploading photo.png', loadedBytes: 0, totalBytes: 204_800 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your application');
    const list = canvas.getByRole('list', { name: 'Sending your application' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const resume = canvas.getByRole('progressbar', { name: 'Uploading anna-cv.pdf' });
    await expect(resume).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading photo.png' })).toHaveAttribute(
      'aria-valuetext',
      '0%',
    );
    // Between the consent and the buttons.
    const consent = canvas.getByRole('checkbox', { name: consentLabel });
    const submit = canvas.getByRole('button', { name: 'Apply now' });
    await expect(consent.compareDocumentPosition(list)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(list.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

/** What an app does while sending: the files' progress from onSubmit until its promise settles. */
function FormSendingSlowly(props: ApplicationFormProps) {
  const [uploadProgress, setUploadProgress] = useState<UploadProgressEntry[] | null>(null);
  const onSubmit = (submission: ApplicationSubmission) => {
    props.onSubmit(submission);
    const files = [submission.resume, submission.photo].filter((file) => file !== undefined);
    const progressAt = (share: number) =>
      files.map((file) => ({
        label: `Uploading ${file.name}`,
        loadedBytes: Math.floor(file.size * share),
        totalBytes: file.size,
      }));
    setUploadProgress(progressAt(0));
    return new Promise<void>((resolve) => {
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        if (step <= 4) return setUploadProgress(progressAt(step / 4));
        clearInterval(timer);
        setUploadProgress(null);
        resolve();
      }, 150);
    });
  };
  return <ApplicationForm {...props} onSubmit={onSubmit} uploadProgress={uploadProgress} />;
}

/**
 * The live region is in the page before sending starts, so "Sending your application" is
 * announced once; the bars fill outside it and go when the app clears the progress.
 */
export const SendingAnnouncedOnce: Story = {
  args: {
    structure: structureOf([{ $type: 'Resume', question: 'Resume', isRequired: true }]),
  },
  render: (args) => <FormSendingSlowly {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await fillPersonalData(canvasElement);
    await userEvent.upload(fileInput(canvasElement, 'Resume'), pdfFile('anna-cv.pdf', 80 * 1024));
    await agreeToPrivacyNotice(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(status).toHaveTextContent('Sending your application'));
    const bar = canvas.getByRole('progressbar', { name: 'Uploading anna-cv.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '100%'), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toBe(status);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 5000 });
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Page 1 of two with a file and a choice question, for the visual-regression screenshot (it must fit 1024×768). */
export const Gallery: Story = {
  args: {
    structure: structureOf([
      { $type: 'Resume', question: 'Resume', isRequired: true },
      {
        $type: 'SingleChoice',
        question: 'When could you start?',
        isRequired: false,
        options: { '1': 'Immediately', '2': 'Within a month' },
      },
      { $type: 'SingleLineText', question: 'Expected salary', isRequired: true, pageNumber: 2 },
    ]),
  },
};
