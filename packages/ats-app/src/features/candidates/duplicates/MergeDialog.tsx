import { type DuplicatePerson, useMergeRecruiteesMutation } from '@ats/api-sdk/rtk';
import { Button, Modal, RadioGroup, Text } from '@ats/design-system';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { comparison, comparisonCell, stack } from './Duplicates.css.ts';
import { mergeOutcome } from './mergeOutcome.ts';
import { duplicateMessages as messages } from './messages.ts';

export interface MergeDialogProps {
  /** The two records, in the order the screen shows them (the first is kept by default). */
  people: readonly [DuplicatePerson, DuplicatePerson];
  onClose: () => void;
}

/**
 * "Merge" (issue 29): the two records side by side, the choice of the one to keep, then a
 * confirmation naming what happens. After the merge the app opens the kept person's profile
 * (their newest application); a refusal (merged meanwhile, erased) is said in the dialog.
 */
export function MergeDialog({ people, onClose }: MergeDialogProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [keptId, setKeptId] = useState(people[0].id);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [refusal, setRefusal] = useState<'alreadyMerged' | 'cannotMerge' | null>(null);
  const [merge, { isLoading: merging }] = useMergeRecruiteesMutation();
  const kept = people.find((person) => person.id === keptId) ?? people[0];
  const other = people.find((person) => person.id !== kept.id) ?? people[1];
  const nameOf = (person: DuplicatePerson) => intl.formatMessage(messages.personName, person);
  const none = intl.formatMessage(messages.none);

  async function confirm() {
    try {
      const result = await merge({
        mergeRecruiteesRequest: { keptRecruiteeId: kept.id, mergedRecruiteeId: other.id },
      }).unwrap();
      feedback.succeeded(messages.merged);
      onClose();
      navigate(
        result.jobApplicationId
          ? paths.applicantApplication(result.jobApplicationId)
          : paths.applicants(),
      );
    } catch (error) {
      const outcome = mergeOutcome(toApiError(error).status);
      if (outcome === 'failed') feedback.failed(error, messages.mergeFailed);
      else setRefusal(outcome);
    }
  }

  const rows: { label: string; value: (person: DuplicatePerson) => string }[] = [
    { label: intl.formatMessage(messages.email), value: (person) => person.email },
    { label: intl.formatMessage(messages.phone), value: (person) => person.phoneNumber || none },
    { label: intl.formatMessage(messages.added), value: (person) => formatDate(person.createdAt) },
    {
      label: intl.formatMessage(messages.applications),
      value: (person) => intl.formatNumber(person.applicationsCount),
    },
    {
      label: intl.formatMessage(messages.recruitments),
      value: (person) =>
        person.recruitmentTitles?.length
          ? intl.formatList(person.recruitmentTitles, { type: 'unit' })
          : none,
    },
  ];

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (refusal) {
    body = <Text tone="danger">{intl.formatMessage(messages[refusal])}</Text>;
    footer = (
      <Button ref={cancelRef} variant="secondary" onClick={onClose}>
        {intl.formatMessage(messages.close)}
      </Button>
    );
  } else if (step === 'choose') {
    body = (
      <div className={stack}>
        <table className={comparison}>
          <thead>
            <tr>
              <td className={comparisonCell} />
              {people.map((person) => (
                <th key={person.id} scope="col" className={comparisonCell}>
                  {nameOf(person)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={comparisonCell}>
                  {row.label}
                </th>
                {people.map((person) => (
                  <td key={person.id} className={comparisonCell}>
                    {row.value(person)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <RadioGroup
          label={intl.formatMessage(messages.chooseKept)}
          description={intl.formatMessage(messages.chooseKeptHelp)}
          value={keptId}
          onChange={setKeptId}
          options={people.map((person) => ({
            value: person.id,
            label: intl.formatMessage(messages.keepOption, {
              name: nameOf(person),
              email: person.email,
            }),
          }))}
        />
      </div>
    );
    footer = (
      <>
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button onClick={() => setStep('confirm')}>{intl.formatMessage(messages.next)}</Button>
      </>
    );
  } else {
    body = (
      <Text>
        {intl.formatMessage(messages.confirmText, { kept: nameOf(kept), merged: nameOf(other) })}
      </Text>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setStep('choose')} disabled={merging}>
          {intl.formatMessage(messages.back)}
        </Button>
        <Button variant="critical" onClick={() => void confirm()} loading={merging}>
          {intl.formatMessage(messages.confirmMerge)}
        </Button>
      </>
    );
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!merging) onClose();
      }}
      title={intl.formatMessage(messages.mergeTitle)}
      size="large"
      role={step === 'confirm' ? 'alertdialog' : 'dialog'}
      closeLabel={intl.formatMessage(messages.close)}
      dismissible={!merging}
      initialFocus={cancelRef}
      footer={footer}
    >
      {body}
    </Modal>
  );
}
