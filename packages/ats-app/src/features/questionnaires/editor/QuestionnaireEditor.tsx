import type { Questionnaire } from '@ats/api-sdk/rtk';
import {
  Box,
  Breadcrumbs,
  Heading,
  QuestionnaireBuilder,
  type QuestionnaireBuilderStatus,
  Text,
} from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { editorMessages } from '../messages.ts';
import { questionnaireStatus } from '../status.ts';
import { useBuilderLabels } from './useBuilderLabels.ts';
import { useSaveQuestionnaire } from './useSaveQuestionnaire.ts';

const builderStatus: Record<Questionnaire['status'], QuestionnaireBuilderStatus> = {
  [questionnaireStatus.draft]: 'draft',
  [questionnaireStatus.active]: 'active',
  [questionnaireStatus.deleted]: 'deleted',
};

export interface QuestionnaireEditorProps {
  /** The questionnaire to edit, as loaded; null for a new one. */
  questionnaire: Questionnaire | null;
}

/**
 * The frame shared by the new and edit screens (spec part 1 §2): a breadcrumb back to the
 * list, the title, and the builder, whose submissions are saved here.
 */
export function QuestionnaireEditor({ questionnaire }: QuestionnaireEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const labels = useBuilderLabels();
  const save = useSaveQuestionnaire(questionnaire?.id ?? null);
  const title = intl.formatMessage(
    questionnaire ? editorMessages.editTitle : editorMessages.newTitle,
  );
  const isDeleted = questionnaire?.status === questionnaireStatus.deleted;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Breadcrumbs
        label={intl.formatMessage(editorMessages.breadcrumbLabel)}
        items={[
          {
            label: intl.formatMessage(editorMessages.breadcrumbList),
            href: paths.questionnaires(),
          },
          { label: questionnaire ? questionnaire.name : title },
        ]}
      />
      <Heading level={1}>{title}</Heading>
      {isDeleted ? (
        <Text tone="muted">{intl.formatMessage(editorMessages.deletedNotice)}</Text>
      ) : null}
      <QuestionnaireBuilder
        initialName={questionnaire?.name}
        initialStructure={questionnaire?.structure}
        status={questionnaire ? builderStatus[questionnaire.status] : 'new'}
        labels={labels}
        onSubmit={save}
        onCancel={() => navigate(paths.questionnaires())}
      />
    </Box>
  );
}
