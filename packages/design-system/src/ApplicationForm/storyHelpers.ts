// What the ApplicationForm's stories share: files to upload and keyboard steps.
import { expect, userEvent, within } from 'storybook/test';
import { tabTo } from '../private/storyKeyboard.ts';

export { tabTo };

/** A small PDF file as a candidate would choose it. */
export function pdfFile(name: string, sizeInBytes = 2048): File {
  // It starts as a PDF does: the form checks a file's content as the server does.
  const content = new Uint8Array(sizeInBytes);
  content.set(new TextEncoder().encode('%PDF-1.7\n').subarray(0, sizeInBytes));
  return new File([content], name, { type: 'application/pdf' });
}

/** A PNG image's signature, then nothing. */
export function pngFile(name: string): File {
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  return new File([signature], name, { type: 'image/png' });
}

/** Tabs to a field and types into it. */
export async function tabAndType(target: HTMLElement, text: string) {
  await tabTo(target);
  await userEvent.keyboard(text);
}

/** Fills the personal data of page 1 by keyboard: names, prefix "Ms.", phone and e-mail. */
export async function fillPersonalData(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await tabAndType(canvas.getByRole('textbox', { name: 'First name' }), 'Anna');
  await tabAndType(canvas.getByRole('textbox', { name: 'Last name' }), 'Kowalska');
  const prefix = canvas.getByRole('combobox', { name: 'Prefix' });
  await tabTo(prefix);
  await userEvent.keyboard('{Enter}');
  await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Mr.' });
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await expect(prefix).toHaveTextContent('Ms.');
  await tabAndType(canvas.getByRole('textbox', { name: 'Phone' }), '+48 600 100 200');
  await tabAndType(canvas.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
}

/** The consent checkbox's label (English). */
export const consentLabel =
  'I agree to the processing of my personal data for the purpose of this recruitment.';

/** Ticks the consent checkbox of the last page, as every submitted application must. */
export async function agreeToPrivacyNotice(canvasElement: HTMLElement) {
  const consent = within(canvasElement).getByRole('checkbox', { name: consentLabel });
  await userEvent.click(consent);
  await expect(consent).toBeChecked();
}

/** The error messages shown in the form, in order. */
export function shownErrors(canvasElement: HTMLElement, message: string): HTMLElement[] {
  return within(canvasElement).queryAllByText(message);
}

/** Matches a question's label, which ends with the required mark when required. */
export function questionLabel(question: string): RegExp {
  const escaped = question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\*?$`);
}

/** The file input of a question. */
export function fileInput(canvasElement: HTMLElement, question: string): HTMLInputElement {
  return within(canvasElement).getByLabelText(questionLabel(question));
}
