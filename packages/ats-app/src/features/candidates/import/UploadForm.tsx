import { api } from '@ats/api-sdk/rtk';
import { Box, Button, Heading, ProgressBar } from '@ats/design-system';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { FormFileField } from './FormFileField.tsx';
import { importsMessages } from './messages.ts';
import { sendImportUpload } from './sendImportUpload.ts';
import { emptyUpload, type UploadValues, validateUpload } from './uploadValues.ts';

interface Progress {
  loaded: number;
  total: number;
}

/**
 * Step 1 (issue 29): the CSV and, optionally, a zip of resumes, with their limits; a progress
 * bar while the files go out. The uploaded import opens at its own address (step 2).
 */
export function UploadForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const [progress, setProgress] = useState<Progress | null>(null);

  async function submit(values: UploadValues) {
    if (!values.file) return undefined;
    setProgress({ loaded: 0, total: Math.max(1, values.file.size + (values.resumes?.size ?? 0)) });
    const outcome = await sendImportUpload({
      file: values.file,
      resumes: values.resumes,
      onUploadProgress: (loaded, total) =>
        setProgress((last) => {
          const size = total ?? last?.total ?? loaded;
          return { loaded: Math.min(loaded, size), total: Math.max(size, 1) };
        }),
    });
    setProgress(null);
    if (outcome.ok) {
      dispatch(api.util.invalidateTags(['Imports']));
      navigate(paths.candidateImport(outcome.candidateImport.id));
      return undefined;
    }
    if (outcome.status === 400 && outcome.field === 'resumes') {
      return { resumes: { message: importsMessages.zipRefused } };
    }
    if (outcome.status === 400) return { file: { message: importsMessages.csvRefused } };
    feedback.failed({ status: outcome.status, data: outcome.data });
    return undefined;
  }

  return (
    <Form<UploadValues>
      onSubmit={submit}
      initialValues={emptyUpload}
      validate={validateUpload}
      render={({ handleSubmit, submitting }) => (
        <Box as="section" display="flex" flexDirection="column" gap="medium">
          <Heading level={2}>{intl.formatMessage(importsMessages.uploadHeading)}</Heading>
          <form onSubmit={handleSubmit} noValidate>
            <Box display="flex" flexDirection="column" gap="medium">
              <FormFileField
                name="file"
                label={intl.formatMessage(importsMessages.csvLabel)}
                description={intl.formatMessage(importsMessages.csvHelp)}
                accept=".csv,text/csv"
                required
                disabled={submitting}
              />
              <FormFileField
                name="resumes"
                label={intl.formatMessage(importsMessages.zipLabel)}
                description={intl.formatMessage(importsMessages.zipHelp)}
                accept=".zip,application/zip"
                disabled={submitting}
              />
              {progress ? (
                <ProgressBar
                  label={intl.formatMessage(importsMessages.uploadProgress)}
                  value={progress.loaded}
                  max={progress.total}
                />
              ) : null}
              <Box display="flex">
                <Button type="submit" loading={submitting}>
                  {intl.formatMessage(importsMessages.upload)}
                </Button>
              </Box>
            </Box>
          </form>
        </Box>
      )}
    />
  );
}
