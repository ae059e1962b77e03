import { QuestionnaireStatus } from '@ats/api-sdk';
import type { Questionnaire } from '@ats/api-sdk/rtk';
import {
  Box,
  Breadcrumbs,
  Heading,
  QuestionnaireBuilder,
  type QuestionnaireBuilderStatus,
  Text,
} from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LeaveDialog } from '../../../shared/forms/DiscardChangesDialog.tsx';
import { useLeaveGuard } from '../../../shared/forms/useLeaveGuard.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { editorMessages } from '../messages.ts';
import { builderLimits } from './builderLimits.ts';
import { useBuilderLabels } from './useBuilderLabels.ts';
import { useSaveQuestionnaire } from './useSaveQuestionnaire.ts';

const builderStatus: Record<Questionnaire['status'], QuestionnaireBuilderStatus> = {
  [QuestionnaireStatus.Draft]: 'draft',
  [QuestionnaireStatus.Active]: 'active',
  [QuestionnaireStatus.Deleted]: 'deleted',
};

export interface QuestionnaireEditorProps {
  /** The questionnaire to edit, as loaded; null for a new one. */
  questionnaire: Questionnaire | null;
}

/**
 * The frame shared by the new and edit screens (spec part 1 §2): a breadcrumb back to the
 * list, the title, and the builder, whose submissions are saved here. Leaving with unsaved
 * changes asks "Discard changes?" first.
 */
export function QuestionnaireEditor({ questionnaire }: QuestionnaireEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const labels = useBuilderLabels();
  const title = intl.formatMessage(
    questionnaire ? editorMessages.editTitle : editorMessages.newTitle,
  );
  const isDeleted = questionnaire?.status === QuestionnaireStatus.Deleted;
  const [dirty, setDirty] = useState(false);
  // A deleted questionnaire cannot be saved: there is nothing to keep by staying.
  const { blocker, allowLeaving } = useLeaveGuard(dirty && !isDeleted);
  const save = useSaveQuestionnaire(questionnaire?.id ?? null, allowLeaving);
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
        limits={builderLimits}
        onSubmit={save}
        onCancel={() => navigate(paths.questionnaires())}
        onDirtyChange={setDirty}
      />
      <LeaveDialog blocker={blocker} message={intl.formatMessage(editorMessages.discardMessage)} />
    </Box>
  );
}
