import { useGetQuestionnaireQuery } from '@ats/api-sdk/rtk';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useFirstFreshData } from '../../../shared/api/useFirstFreshData.ts';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { editorMessages } from '../messages.ts';
import { QuestionnaireEditor } from './QuestionnaireEditor.tsx';

/**
 * Edit questionnaire (spec part 1 §2): loads it by id with a spinner meanwhile and an error
 * view on failure (the not-found page for an unknown id), then shows the builder.
 */
export function EditQuestionnaireScreen() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <LoadedEditor key={id} id={id} />;
}

function LoadedEditor({ id }: { id: string }) {
  const intl = useIntl();
  // The builder reads its data once, so it waits for an answer fetched for this visit (not a
  // copy cached before the last save); later refetches, e.g. after a failed save invalidated
  // the cache, must not reset what the user is editing.
  const query = useGetQuestionnaireQuery({ id }, { refetchOnMountOrArgChange: true });
  const shown = useFirstFreshData(query);

  if (shown) return <QuestionnaireEditor questionnaire={shown} />;
  if (query.error)
    return <ScreenLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ScreenLoading label={intl.formatMessage(editorMessages.loading)} />;
}
