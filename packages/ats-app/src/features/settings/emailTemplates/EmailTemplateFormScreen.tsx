import { type EmailTemplate, useGetEmailTemplateQuery } from '@ats/api-sdk/rtk';
import { Box, Breadcrumbs, Heading } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useFirstFreshData } from '../../../shared/api/useFirstFreshData.ts';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { EmailTemplateForm } from './EmailTemplateForm.tsx';
import { formMessages } from './messages.ts';

/** The frame of the new and edit screens: breadcrumbs (Email templates › name), title, form. */
function EmailTemplateFrame({ template }: { template: EmailTemplate | null }) {
  const intl = useIntl();
  const title = intl.formatMessage(template ? formMessages.editTitle : formMessages.newTitle);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Breadcrumbs
        label={intl.formatMessage(formMessages.breadcrumbLabel)}
        items={[
          {
            label: intl.formatMessage(formMessages.breadcrumbList),
            href: paths.settings('email-templates'),
          },
          { label: template ? template.name : title },
        ]}
      />
      <Heading level={1}>{title}</Heading>
      <EmailTemplateForm template={template} />
    </Box>
  );
}

/** Settings › Email templates › new (`/settings/email-templates/new`). */
export function NewEmailTemplateScreen() {
  return <EmailTemplateFrame template={null} />;
}

/**
 * Settings › Email templates › edit (`/settings/email-templates/:id`): loads the template
 * with a spinner meanwhile and the error view on failure (the not-found page for an unknown
 * or malformed id), then shows the form.
 */
export function EditEmailTemplateScreen() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <LoadedTemplate key={id} id={id} />;
}

function LoadedTemplate({ id }: { id: string }) {
  const intl = useIntl();
  // The form opens with an answer fetched on this visit, not a copy cached before the last
  // save; later refetches (the preview invalidates the Settings tag) never reset typing.
  const query = useGetEmailTemplateQuery({ id }, { refetchOnMountOrArgChange: true });
  const shown = useFirstFreshData(query);

  if (shown) return <EmailTemplateFrame template={shown} />;
  if (query.error)
    return <ScreenLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ScreenLoading label={intl.formatMessage(formMessages.loading)} />;
}
