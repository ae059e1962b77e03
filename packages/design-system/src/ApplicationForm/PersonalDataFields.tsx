import type { PersonalDataPrefix } from '@ats/domain';
import { useId } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { sectionClass } from '../private/QuestionnaireLayout.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ApplicationForm.css.ts';
import type { PersonalDataDraft } from './applicationDraft.ts';
import type { ApplicationFormLabels } from './labels.ts';
import type { ApplicationFormLimits } from './limits.ts';
import { personalDataKey } from './validation.ts';

const prefixValues: readonly PersonalDataPrefix[] = ['Mr', 'Mrs', 'Ms', 'Miss', 'PreferNotToSay'];

interface PersonalDataFieldsProps {
  value: PersonalDataDraft;
  onChange: (patch: Partial<PersonalDataDraft>) => void;
  errorOf: (key: string) => string | undefined;
  domId: (key: string) => string;
  headingLevel: HeadingLevel;
  labels: ApplicationFormLabels;
  /** The longest text of each field. */
  limits: ApplicationFormLimits['personalData'];
}

/**
 * The personal data every application starts with, as the builder's header preview shows it:
 * first and last name, prefix, phone and e-mail (the contract's PersonalData).
 */
export function PersonalDataFields({
  value,
  onChange,
  errorOf,
  domId,
  headingLevel,
  labels,
  limits,
}: PersonalDataFieldsProps) {
  const headingId = useId();
  const text = (field: 'firstName' | 'lastName' | 'phoneNumber' | 'email') => ({
    id: domId(personalDataKey(field)),
    value: value[field],
    onChange: (next: string) => onChange({ [field]: next }),
    error: errorOf(personalDataKey(field)),
    maxLength: limits[field],
  });
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <Heading level={headingLevel} id={headingId}>
        {labels.personalData}
      </Heading>
      <div className={styles.personalGrid}>
        <TextField
          {...text('firstName')}
          label={labels.firstName}
          required
          autoComplete="given-name"
        />
        <TextField
          {...text('lastName')}
          label={labels.lastName}
          required
          autoComplete="family-name"
        />
        <Select
          id={domId(personalDataKey('prefix'))}
          label={labels.prefix}
          value={value.prefix}
          onChange={(prefix) => onChange({ prefix })}
          options={prefixValues.map((prefix) => ({
            value: prefix,
            label: labels.prefixes[prefix],
          }))}
          placeholder={labels.prefixPlaceholder}
        />
        <TextField {...text('phoneNumber')} label={labels.phone} type="tel" autoComplete="tel" />
        <TextField
          {...text('email')}
          label={labels.email}
          type="email"
          required
          autoComplete="email"
        />
      </div>
    </section>
  );
}
