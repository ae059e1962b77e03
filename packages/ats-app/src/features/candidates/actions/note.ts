import { fieldLimits } from '@ats/api-sdk';
import { object, string } from 'yup';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';

/** The add-note form. */
export interface NoteValues {
  noteText: string;
}

export const noteMaxLength = fieldLimits.AddNoteInput.text.maxLength;

/** noteText is required (spec part 2 §5); blank text counts as empty, as the server says. */
export const validateNote = validateWithSchema<NoteValues>(
  object({
    noteText: string()
      .trim()
      .required(validate.required)
      .max(noteMaxLength, validate.maximumLength),
  }),
);
