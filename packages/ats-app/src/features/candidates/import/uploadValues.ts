import { mixed, object } from 'yup';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { importsMessages } from './messages.ts';

/**
 * The contract's limits of an upload (uploadCandidateImport): the CSV at most 20 MB, the zip
 * of resumes at most 1 GB. Checked here before anything is sent; the server checks again.
 */
export const importFileLimits = {
  csvBytes: 20 * 1024 * 1024,
  zipBytes: 1024 * 1024 * 1024,
} as const;

export interface UploadValues {
  file: File | null;
  resumes: File | null;
}

export const emptyUpload: UploadValues = { file: null, resumes: null };

function hasExtension(file: File, extension: string): boolean {
  return file.name.toLowerCase().endsWith(extension);
}

const schema = object({
  file: mixed<File>()
    .nullable()
    .test('present', { message: importsMessages.csvRequired }, (file) => file instanceof File)
    .test(
      'type',
      { message: importsMessages.csvWrongType },
      (file) => !(file instanceof File) || hasExtension(file, '.csv') || file.type === 'text/csv',
    )
    .test(
      'size',
      { message: importsMessages.csvTooLarge },
      (file) => !(file instanceof File) || file.size <= importFileLimits.csvBytes,
    ),
  resumes: mixed<File>()
    .nullable()
    .test(
      'type',
      { message: importsMessages.zipWrongType },
      (file) => !(file instanceof File) || hasExtension(file, '.zip'),
    )
    .test(
      'size',
      { message: importsMessages.zipTooLarge },
      (file) => !(file instanceof File) || file.size <= importFileLimits.zipBytes,
    ),
});

export const validateUpload = validateWithSchema<UploadValues>(schema);
