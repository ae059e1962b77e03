import { StageType } from '@ats/api-sdk';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddStageModal } from './AddStageModal.tsx';
import { StageNameForm } from './StageNameForm.tsx';

afterEach(cleanup);

describe('AddStageModal', () => {
  function renderModal(onSave = vi.fn(async () => {})) {
    render(
      <IntlProvider locale="en">
        <AddStageModal stageType={StageType.RejectedCustom} onCancel={vi.fn()} onSave={onSave} />
      </IntlProvider>,
    );
    return onSave;
  }

  it('is titled by the stage type and requires a name, with Save enabled', async () => {
    const onSave = renderModal();
    expect(await screen.findByRole('dialog', { name: 'Add new - Rejected custom' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed name with the type', async () => {
    const onSave = renderModal();
    fireEvent.change(await screen.findByRole('textbox', { name: /Stage name/ }), {
      target: { value: '  Ghosted ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(StageType.RejectedCustom, 'Ghosted'));
  });

  it('bounds the name by the contract: the field takes 200 characters, the form refuses more', async () => {
    const onSave = renderModal();
    const field = await screen.findByRole('textbox', { name: /Stage name/ });
    expect(field.getAttribute('maxlength')).toBe('200');
    // A longer value can still arrive (a script, an old browser): the form refuses it.
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum length is 200 characters')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ` ${'x'.repeat(200)} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(StageType.RejectedCustom, 'x'.repeat(200)),
    );
  });
});

describe('StageNameForm', () => {
  function renderForm(onSave = vi.fn(async () => {}), onCancel = vi.fn()) {
    render(
      <IntlProvider locale="en">
        <StageNameForm name="Interview" onCancel={onCancel} onSave={onSave} />
      </IntlProvider>,
    );
    return { onSave, onCancel };
  }

  it('opens focused on the name, and disables Save while it is blank', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Edit stage Interview' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Stage name/ });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.blur(field);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('saves the trimmed name, and cancels with Cancel or Escape', async () => {
    const { onSave, onCancel } = renderForm();
    const field = screen.getByRole('textbox', { name: /Stage name/ });
    fireEvent.change(field, { target: { value: ' Panel interview ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Panel interview'));
    // The buttons wait while the save settles; on a busy machine that takes a moment.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveProperty('disabled', false));
    fireEvent.click(cancel);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('says so when a stored name is over the limit, and keeps Save disabled', () => {
    render(
      <IntlProvider locale="en">
        <StageNameForm name={'x'.repeat(250)} onCancel={vi.fn()} onSave={vi.fn()} />
      </IntlProvider>,
    );
    const field = screen.getByRole('textbox', { name: /Stage name/ });
    fireEvent.blur(field);
    expect(screen.getByText('Maximum length is 200 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
