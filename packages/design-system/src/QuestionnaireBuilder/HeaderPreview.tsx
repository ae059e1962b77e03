import { memo, useId, useState } from 'react';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import * as styles from './QuestionnaireBuilder.css.ts';

const ignoreChange = () => {};

/**
 * The personal data every application form starts with (full name, prefix, phone, e-mail).
 * It is fixed: the text fields are disabled; the prefix dropdown opens to show its choices,
 * and what is picked there is not part of the questionnaire.
 */
export const HeaderPreview = memo(function HeaderPreview({
  labels,
}: {
  labels: QuestionnaireBuilderLabels;
}) {
  const headingId = useId();
  const [prefix, setPrefix] = useState('');
  const { prefixes } = labels;
  const prefixOptions = [
    { value: 'Mr', label: prefixes.mr },
    { value: 'Mrs', label: prefixes.mrs },
    { value: 'Ms', label: prefixes.ms },
    { value: 'Miss', label: prefixes.miss },
    { value: 'PreferNotToSay', label: prefixes.preferNotToSay },
  ];
  return (
    <Card as="section" padding="medium" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {labels.headerPreview}
      </Heading>
      <div className={styles.previewGrid}>
        <TextField label={labels.firstName} value="" onChange={ignoreChange} disabled />
        <TextField label={labels.lastName} value="" onChange={ignoreChange} disabled />
        <Select
          label={labels.prefix}
          value={prefix}
          onChange={setPrefix}
          options={prefixOptions}
          placeholder={labels.prefixPlaceholder}
        />
        <TextField label={labels.phone} type="tel" value="" onChange={ignoreChange} disabled />
        <TextField label={labels.email} type="email" value="" onChange={ignoreChange} disabled />
      </div>
    </Card>
  );
});
