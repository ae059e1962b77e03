import { useDeleteEmailTemplateMutation } from '@ats/api-sdk/rtk';
import { DeleteWithConfirmation } from '../../../shared/ui/DeleteWithConfirmation.tsx';
import { deleteMessages } from './messages.ts';

export interface DeleteEmailTemplateDialogProps {
  /** The template to delete; the dialog is closed when null. */
  template: { id: string; name: string } | null;
  /** Closes the dialog (after the deletion, whatever its result, or on Cancel). */
  onClose: () => void;
}

/**
 * Asks before deleting a template, naming it, then deletes it and says how it went. The list
 * refreshes itself through the Settings cache tag. Messages already sent keep their texts.
 */
export function DeleteEmailTemplateDialog({ template, onClose }: DeleteEmailTemplateDialogProps) {
  const [deleteEmailTemplate, { isLoading }] = useDeleteEmailTemplateMutation();
  return (
    <DeleteWithConfirmation
      open={template !== null}
      messages={deleteMessages}
      questionValues={{ name: template?.name ?? '' }}
      remove={() =>
        template ? deleteEmailTemplate({ id: template.id }).unwrap() : Promise.resolve()
      }
      loading={isLoading}
      onClose={onClose}
    />
  );
}
