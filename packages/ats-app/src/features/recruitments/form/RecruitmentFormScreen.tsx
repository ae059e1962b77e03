import { RecruitmentStatus } from '@ats/api-sdk';
import type { RecruitmentForEdit, UserSummary } from '@ats/api-sdk/rtk';
import { Box, Breadcrumbs, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { formMessages } from './messages.ts';
import { RecruitmentForm } from './RecruitmentForm.tsx';
import type { RecruitmentFormValues } from './recruitmentFormValues.ts';
import { useRecruitmentFormData } from './useRecruitmentFormData.ts';

export interface RecruitmentFormScreenProps {
  /** The recruitment to edit, as loaded; null for a new one. */
  recruitment: RecruitmentForEdit | null;
  /** The values the form opens with. */
  initialValues: RecruitmentFormValues;
  /** People the form names before any list is loaded (owner, hiring manager, team). */
  knownPeople: readonly UserSummary[];
}

/**
 * The frame of the new and edit screens (spec part 2 §2.2, §2.3): breadcrumbs (list › new, or
 * list › the recruitment's details › edit), the title, and the form once its lists are loaded.
 */
export function RecruitmentFormScreen({
  recruitment,
  initialValues,
  knownPeople,
}: RecruitmentFormScreenProps) {
  const intl = useIntl();
  const formData = useRecruitmentFormData(recruitment, knownPeople);
  const list = {
    label: intl.formatMessage(formMessages.breadcrumbList),
    href: paths.recruitments(),
  };
  const breadcrumbs = recruitment
    ? [
        list,
        { label: recruitment.title, href: paths.recruitment(recruitment.id) },
        { label: intl.formatMessage(formMessages.breadcrumbEdit) },
      ]
    : [list, { label: intl.formatMessage(formMessages.breadcrumbNew) }];

  if (formData.state === 'failed') {
    return (
      <ScreenLoadError
        forbiddenReason="notYourRecruitment"
        error={formData.error}
        onRetry={formData.retry}
      />
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Breadcrumbs label={intl.formatMessage(formMessages.breadcrumbLabel)} items={breadcrumbs} />
      <Heading level={1}>
        {intl.formatMessage(recruitment ? formMessages.editTitle : formMessages.newTitle)}
      </Heading>
      {recruitment?.status === RecruitmentStatus.Closed ? (
        <Text tone="muted">{intl.formatMessage(formMessages.closedNotice)}</Text>
      ) : null}
      {formData.state === 'ready' ? (
        <RecruitmentForm
          recruitment={recruitment}
          initialValues={initialValues}
          currencyOptions={formData.data.currencyOptions}
          questionnaireOptions={formData.data.questionnaireOptions}
          people={formData.data.people}
        />
      ) : (
        <FormLoading />
      )}
    </Box>
  );
}

/** The spinner while the form's data loads. */
export function FormLoading() {
  const intl = useIntl();
  return <ScreenLoading label={intl.formatMessage(formMessages.loading)} />;
}
