import { useAddNoteMutation } from '@ats/api-sdk/rtk';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { FormTextArea } from '../../../shared/forms/FormTextArea.tsx';
import { ActionFormModal } from './ActionFormModal.tsx';
import type { CandidateActionModalProps } from './candidateActionModal.ts';
import { noteMessages } from './messages.ts';
import { type NoteValues, noteMaxLength, validateNote } from './note.ts';
import { noteDraftKey } from './noteDraft.ts';
import { useSaveWithFeedback } from './useSaveWithFeedback.ts';

/**
 * "Add note" (spec part 2 §2.8): one required text; saved, the timeline reloads from page 1.
 * A note whose save found the session ended is kept and comes back after the sign-in.
 */
export function AddNoteModal({
  recruitmentId,
  recruiteeId,
  candidateName,
  onClose,
}: CandidateActionModalProps) {
  const intl = useIntl();
  const [addNote] = useAddNoteMutation();
  const saveWithFeedback = useSaveWithFeedback();
  const keyFor = useIdempotencyKey();
  const [initialValues] = useState<NoteValues>({ noteText: '' });
  return (
    <ActionFormModal<NoteValues>
      title={intl.formatMessage(noteMessages.title)}
      description={intl.formatMessage(noteMessages.intro, { candidateName })}
      initialValues={initialValues}
      validate={validateNote}
      onClose={onClose}
      draftKey={noteDraftKey(recruitmentId, recruiteeId)}
      onSave={(values) =>
        saveWithFeedback(
          () => {
            const addNoteInput = { recruitmentId, recruiteeId, text: values.noteText.trim() };
            return addNote({ addNoteInput, 'Idempotency-Key': keyFor(addNoteInput) }).unwrap();
          },
          { succeeded: noteMessages.added, failed: noteMessages.addFailed },
        )
      }
    >
      <FormTextArea
        name="noteText"
        label={intl.formatMessage(noteMessages.text)}
        required
        rows={6}
        maxLength={noteMaxLength}
      />
    </ActionFormModal>
  );
}
