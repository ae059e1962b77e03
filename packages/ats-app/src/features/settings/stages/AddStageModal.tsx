import type { StageType } from '@ats/api-sdk/rtk';
import { Button, Modal } from '@ats/design-system';
import { useId, useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { stagesMessages, stageTypeMessages } from './messages.ts';
import { StageNameField, type StageNameValues, validateStageName } from './StageNameField.tsx';

export interface AddStageModalProps {
  /** The type of the stage to add; closed when null. */
  stageType: StageType | null;
  onCancel: () => void;
  /** Adds the stage with the trimmed name; the modal stays open (Save busy) while it runs. */
  onSave: (stageType: StageType, name: string) => Promise<void>;
}

const emptyValues: StageNameValues = { stageName: '' };

/**
 * "Add new - {stage type name}" (spec part 1 §2): one stage name field, Cancel and Save.
 * The name is required; Save is disabled only while saving (spec part 1 §5), so an empty
 * submit shows the message.
 */
export function AddStageModal({ stageType, onCancel, onSave }: AddStageModalProps) {
  const intl = useIntl();
  const formId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const typeName = stageType === null ? '' : intl.formatMessage(stageTypeMessages[stageType]);
  return (
    <Form<StageNameValues>
      // A new form for each opening, so no name is left over from the last one.
      key={stageType ?? 'closed'}
      onSubmit={async (values) => {
        if (stageType !== null) await onSave(stageType, values.stageName.trim());
      }}
      initialValues={emptyValues}
      validate={validateStageName}
      render={({ handleSubmit, submitting }) => (
        <Modal
          open={stageType !== null}
          onClose={onCancel}
          title={intl.formatMessage(stagesMessages.addTitle, { stageType: typeName })}
          size="small"
          closeLabel={intl.formatMessage(stagesMessages.closeDialog)}
          dismissible={!submitting}
          initialFocus={fieldRef}
          footer={
            <>
              <Button variant="secondary" onClick={onCancel} disabled={submitting}>
                {intl.formatMessage(stagesMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {intl.formatMessage(stagesMessages.save)}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <StageNameField saving={submitting} fieldRef={fieldRef} />
          </form>
        </Modal>
      )}
    />
  );
}
