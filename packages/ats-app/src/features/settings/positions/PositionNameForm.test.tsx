import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { PositionNameForm } from './PositionNameForm.tsx';

afterEach(cleanup);

const position = {
  id: '9051d000-0000-4000-8000-000000000001',
  localizations: [
    { languageId: 'en', positionName: 'Tester' },
    { languageId: 'pl', positionName: 'Tester oprogramowania' },
  ],
};
const languages = [
  { id: 'en', name: 'English' },
  { id: 'pl', name: 'Polski' },
];

function renderForm(onSave = vi.fn(async () => {}), onCancel = vi.fn()) {
  render(
    <IntlProvider locale="en">
      {onScreen(
        <PositionNameForm
          position={position}
          displayName="Tester oprogramowania"
          languages={languages}
          uiLanguage="pl"
          onCancel={onCancel}
          onSave={onSave}
        />,
      )}
    </IntlProvider>,
  );
  return { onSave, onCancel };
}

describe('PositionNameForm', () => {
  it('has one field per language and focuses the interface language', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Edit position Tester oprogramowania' })).toBeTruthy();
    const english = screen.getByRole('textbox', { name: /Position name \(English\)/ });
    const polish = screen.getByRole('textbox', { name: /Position name \(Polski\)/ });
    expect(english).toHaveProperty('value', 'Tester');
    expect(polish).toHaveProperty('value', 'Tester oprogramowania');
    expect(document.activeElement).toBe(polish);
  });

  it('disables Save while a name is blank and says it is required', () => {
    renderForm();
    const english = screen.getByRole('textbox', { name: /Position name \(English\)/ });
    fireEvent.change(english, { target: { value: '   ' } });
    fireEvent.blur(english);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('says why Save is disabled as soon as a name is cleared, before the field is left', () => {
    renderForm();
    const polish = screen.getByRole('textbox', { name: /Position name \(Polski\)/ });
    expect(document.activeElement).toBe(polish);
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.change(polish, { target: { value: '' } });
    expect(document.activeElement).toBe(polish);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This field is required')).toBeTruthy();
    // The message belongs to the field, for screen readers too.
    expect(polish.getAttribute('aria-invalid')).toBe('true');
    const describedBy = polish.getAttribute('aria-describedby') ?? '';
    const descriptions = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain('This field is required');
    // Typing a name again clears it; the untouched English field never showed one.
    fireEvent.change(polish, { target: { value: 'Tester' } });
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('bounds every name by the contract and says so when one is longer', () => {
    renderForm();
    const english = screen.getByRole('textbox', { name: /Position name \(English\)/ });
    expect(english.getAttribute('maxlength')).toBe('200');
    fireEvent.change(english, { target: { value: 'x'.repeat(201) } });
    fireEvent.blur(english);
    expect(screen.getByText('Maximum length is 200 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('saves the trimmed names of every language', async () => {
    const { onSave } = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Position name \(English\)/ }), {
      target: { value: ' QA tester ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith([
      { languageId: 'en', positionName: 'QA tester' },
      { languageId: 'pl', positionName: 'Tester oprogramowania' },
    ]);
  });

  it('cancels with the Cancel button and with Escape', () => {
    const { onCancel } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Position name \(English\)/ }), {
      key: 'Escape',
    });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
