import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { FormSelect } from './FormSelect.tsx';
import { FormTextArea } from './FormTextArea.tsx';
import { FormTextField } from './FormTextField.tsx';
import { validateWithSchema } from './validateWithSchema.ts';
import { validate } from './validationMessages.ts';

afterEach(cleanup);

interface Values {
  name: string;
  description?: string;
  kind: '' | 'a' | 'b';
}

const validateValues = validateWithSchema<Values>(
  object({
    name: string().trim().required(validate.required),
    description: string().required(validate.required),
  }),
);

function renderForm(onSubmit = vi.fn(), messages: Record<string, string> = {}) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validateValues}
        initialValues={{ name: '', kind: '' }}
        render={({ handleSubmit, invalid }) => (
          <form onSubmit={handleSubmit}>
            <FormTextField name="name" label="Name" required />
            <FormTextArea name="description" label="Description" />
            <FormSelect
              name="kind"
              label="Kind"
              options={[
                { value: 'a', label: 'A' },
                { value: 'b', label: 'B' },
              ]}
            />
            <button type="submit" disabled={invalid}>
              Save
            </button>
            <button type="button" onClick={handleSubmit}>
              Force submit
            </button>
          </form>
        )}
      />
    </IntlProvider>,
  );
  return onSubmit;
}

describe('form field adapters', () => {
  it('show no error until the field is left, then the translated message', () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-invalid')).toBe(null);
    expect(screen.queryByText('This field is required')).toBe(null);
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('bind the value both ways and clear the error once valid', () => {
    const onSubmit = renderForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    const description = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(name, { target: { value: 'Tester' } });
    fireEvent.blur(name);
    fireEvent.change(description, { target: { value: 'Tests things' } });
    expect(name).toHaveProperty('value', 'Tester');
    expect(screen.queryByText('This field is required')).toBe(null);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Tester',
      description: 'Tests things',
      kind: '',
    });
  });

  it('show every error after a failed submit, in the user language', () => {
    const onSubmit = renderForm(vi.fn(), { 'validation.required': 'To pole jest wymagane' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Force submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2);
  });

  it('show the chosen option of a select', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toContain('Select…');
  });
});
