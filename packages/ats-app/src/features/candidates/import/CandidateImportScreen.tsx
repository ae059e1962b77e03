import {
  api,
  type CandidateImport,
  type CandidateImportStatus,
  useGetCandidateImportQuery,
} from '@ats/api-sdk/rtk';
import { Box, Breadcrumbs, Heading, StatusLabel, Text } from '@ats/design-system';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { CheckingProgress } from './CheckingProgress.tsx';
import { CheckResults } from './CheckResults.tsx';
import { ImportReport } from './ImportReport.tsx';
import { ImportSteps } from './ImportSteps.tsx';
import * as styles from './import.css.ts';
import { busyPollMilliseconds, hasEnded, isBusy, statusLook } from './importStatus.ts';
import { MappingStep } from './MappingStep.tsx';
import { importMessages, importsMessages } from './messages.ts';
import { RunProgress } from './RunProgress.tsx';

/**
 * One import (`/settings/import/:id`, issue 29): the wizard's steps after the upload. The id
 * in the address keeps the place across a reload; the import is read again every second
 * while the server checks or runs it (RTK Query polling), and the step follows its status.
 */
export function CandidateImportScreen() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <LoadedImport key={id} id={id} />;
}

function LoadedImport({ id }: { id: string }) {
  const intl = useIntl();
  const [polling, setPolling] = useState(false);
  const query = useGetCandidateImportQuery(
    { id },
    { pollingInterval: polling ? busyPollMilliseconds : 0 },
  );
  const status = query.data?.status;
  useEffect(() => setPolling(isBusy(status)), [status]);
  useRefreshWhenRunEnds(status);

  if (query.data) return <ImportView candidateImport={query.data} />;
  if (query.error) {
    return <ScreenLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <ScreenLoading label={intl.formatMessage(importMessages.loading)} />;
}

/**
 * The run writes candidates in the background: when it ends, the lists that show them (all
 * candidates, a recruitment's, the dashboard) are read again.
 */
function useRefreshWhenRunEnds(status: CandidateImportStatus | undefined) {
  const dispatch = useAppDispatch();
  const last = useRef(status);
  useEffect(() => {
    const was = last.current;
    last.current = status;
    if ((was === 'Running' || was === 'Cancelling') && status && hasEnded(status)) {
      dispatch(
        api.util.invalidateTags(['Recruitees', 'Recruitments', 'Applications', 'Dashboard']),
      );
    }
  }, [status, dispatch]);
}

function ImportView({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const look = statusLook(candidateImport.status);
  const { createdBy } = candidateImport;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Breadcrumbs
        label={intl.formatMessage(importMessages.breadcrumbLabel)}
        items={[
          { label: intl.formatMessage(importsMessages.title), href: paths.settings('import') },
          { label: candidateImport.fileName },
        ]}
      />
      <Box display="flex" flexDirection="column" gap="small">
        <Heading level={1}>
          <span className={styles.breakAnywhere}>{candidateImport.fileName}</span>
        </Heading>
        <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
          <StatusLabel tone={look.tone}>{intl.formatMessage(look.label)}</StatusLabel>
          <Text as="span" size="small" tone="muted">
            {intl.formatMessage(importMessages.uploadedBy, {
              name: intl.formatMessage(importMessages.personName, createdBy),
              date: formatDateTime(new Date(candidateImport.createdAt)),
            })}
          </Text>
          {candidateImport.resumesFileName ? (
            <Text as="span" size="small" tone="muted">
              <span className={styles.breakAnywhere}>
                {intl.formatMessage(importMessages.resumesFile, {
                  fileName: candidateImport.resumesFileName,
                })}
              </span>
            </Text>
          ) : null}
        </Box>
        <ImportSteps candidateImport={candidateImport} />
      </Box>
      <StepOf candidateImport={candidateImport} />
    </Box>
  );
}

function StepOf({ candidateImport }: { candidateImport: CandidateImport }) {
  switch (candidateImport.status) {
    case 'Uploaded':
      return <MappingStep candidateImport={candidateImport} />;
    case 'Checking':
      return <CheckingProgress candidateImport={candidateImport} />;
    case 'Checked':
      return <CheckResults candidateImport={candidateImport} />;
    case 'Running':
    case 'Cancelling':
      return <RunProgress candidateImport={candidateImport} />;
    default:
      return <ImportReport candidateImport={candidateImport} />;
  }
}
