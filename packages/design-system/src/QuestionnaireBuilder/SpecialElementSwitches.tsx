import { memo, useId } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import {
  type BuilderElement,
  candidateProfileElementTypes,
  personalInfoElementTypes,
  type SwitchableSpecialType,
} from '../questionnaire/builderForm.ts';
import { Switch } from '../Switch/Switch.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import * as styles from './QuestionnaireBuilder.css.ts';

interface SpecialElementSwitchesProps {
  /** The special types present in the form. */
  present: ReadonlySet<SwitchableSpecialType>;
  /** Disabled while an element (or the name) is edited, or while submitting. */
  disabled: boolean;
  labels: QuestionnaireBuilderLabels;
  onToggle: (type: SwitchableSpecialType, on: boolean) => void;
}

/** The left panel: one switch per special element, on while the form has one. */
export const SpecialElementSwitches = memo(function SpecialElementSwitches(
  props: SpecialElementSwitchesProps,
) {
  return (
    <aside className={styles.panel}>
      <SwitchGroup
        {...props}
        heading={props.labels.personalInfo}
        types={personalInfoElementTypes}
      />
      <SwitchGroup
        {...props}
        heading={props.labels.candidateProfile}
        types={candidateProfileElementTypes}
      />
    </aside>
  );
});

function SwitchGroup({
  heading,
  types,
  present,
  disabled,
  labels,
  onToggle,
}: SpecialElementSwitchesProps & { heading: string; types: readonly SwitchableSpecialType[] }) {
  const headingId = useId();
  // A group of switches, not a region: the page keeps few landmarks, each with its own name
  // (in Polish "Personal info" and the preview's "Personal data" may read alike). Level 2
  // follows the page's h1, since the panel comes before the builder's name (h2) in reading order.
  return (
    <fieldset className={styles.switchGroup} aria-labelledby={headingId}>
      <Heading level={2} visualLevel={4} id={headingId}>
        {heading}
      </Heading>
      {types.map((type) => (
        <Switch
          key={type}
          label={labels.elementTypes[type]}
          checked={present.has(type)}
          disabled={disabled}
          onChange={(on) => onToggle(type, on)}
        />
      ))}
    </fieldset>
  );
}

const switchableTypes: ReadonlySet<string> = new Set<SwitchableSpecialType>([
  ...personalInfoElementTypes,
  ...candidateProfileElementTypes,
]);

/** The special types the elements include: the switches that are on. */
export function specialTypesIn(
  elements: readonly BuilderElement[],
): ReadonlySet<SwitchableSpecialType> {
  const present = new Set<SwitchableSpecialType>();
  for (const element of elements) {
    if (switchableTypes.has(element.$type)) present.add(element.$type as SwitchableSpecialType);
  }
  return present;
}
