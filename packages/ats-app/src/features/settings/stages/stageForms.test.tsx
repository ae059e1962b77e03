import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddStageModal } from './AddStageModal.tsx';
import { StageNameForm } from './StageNameForm.tsx';
import { STAGE_TYPE } from './stageTypes.ts';

afterEach(cleanup);

describe('AddStageModal', () => {
  function renderModal(onSave = vi.fn(async () => {})) {
    render(
      <IntlProvider locale="en">
        <AddStageModal stageType={STAGE_TYPE.rejectedCustom} onCancel={vi.fn()} onSave={onSave} />
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
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(STAGE_TYPE.rejectedCustom, 'Ghosted'));
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
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
