import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { number, object } from 'yup';
import { FormDateField } from './FormDateField.tsx';
import { FormNumberField } from './FormNumberField.tsx';
import { FormSwitch } from './FormSwitch.tsx';
import { FormTagsField } from './FormTagsField.tsx';
import { validateWithSchema } from './validateWithSchema.ts';
import { validate } from './validationMessages.ts';

afterEach(cleanup);

interface Values {
  posts: number | null;
  deadline?: string;
  remote: boolean;
  keywords: string[];
}

const polish = {
  'validation.required': 'To pole jest wymagane',
  'validation.minimum': 'Minimalna wartość to {min}',
  'validation.maximum': 'Maksymalna wartość to {max}',
  'forms.field.removeValue': 'Usuń {value}',
};

function renderForm(onSubmit = vi.fn(), messages: Record<string, string> = {}) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validateWithSchema<Values>(
          object({ posts: number().nullable().required(validate.required) }),
        )}
        initialValues={{ posts: null, deadline: '', remote: false, keywords: ['QA'] }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FormNumberField name="posts" label="Posts" min={1} max={10} />
            <FormDateField name="deadline" label="Deadline" />
            <FormSwitch name="remote" label="Remote" />
            <FormTagsField name="keywords" label="Keywords" suggestions={[]} />
            <button type="submit">Save</button>
          </form>
        )}
      />
    </IntlProvider>,
  );
  return onSubmit;
}

describe('form bindings of numbers, dates, switches and tags', () => {
  it('bind their values both ways', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Posts' }), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2031-05-14' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Remote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove QA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      posts: 3,
      deadline: '2031-05-14',
      remote: true,
      keywords: [],
    });
  });

  it('keep an emptied number as null, which a required rule refuses', () => {
    const onSubmit = renderForm();
    const posts = screen.getByRole('spinbutton', { name: 'Posts' });
    fireEvent.change(posts, { target: { value: '4' } });
    fireEvent.change(posts, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('speak the user’s language in their own range messages and buttons', () => {
    renderForm(vi.fn(), polish);
    const posts = screen.getByRole('spinbutton', { name: 'Posts' });
    fireEvent.focus(posts);
    fireEvent.change(posts, { target: { value: '11' } });
    fireEvent.blur(posts);
    expect(screen.getByText('Maksymalna wartość to 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń QA' })).toBeTruthy();
  });
});
