import {
  defaultQuestionnaireBuilderLabels,
  type QuestionnaireBuilderLabels,
} from '@ats/design-system';
import { useMemo } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { validate } from '../../../shared/forms/validationMessages.ts';
import {
  builderElementMessages,
  builderLimitMessages,
  builderTextMessages,
  elementTypeMessages,
  prefixMessages,
} from '../builderMessages.ts';

function formatAll<Key extends string>(
  intl: IntlShape,
  messages: Record<Key, MessageDescriptor>,
): Record<Key, string> {
  const entries = Object.entries(messages) as [Key, MessageDescriptor][];
  return Object.fromEntries(
    entries.map(([key, message]) => [key, intl.formatMessage(message)]),
  ) as Record<Key, string>;
}

/** Every text of the QuestionnaireBuilder in the interface language (its `labels` prop). */
export function useBuilderLabels(): QuestionnaireBuilderLabels {
  const intl = useIntl();
  return useMemo(() => {
    const element = builderElementMessages;
    return {
      ...formatAll(intl, builderTextMessages),
      elementTypes: formatAll(intl, elementTypeMessages),
      prefixes: formatAll(intl, prefixMessages),
      elementAdded: (elementType) => intl.formatMessage(element.elementAdded, { elementType }),
      elementRemoved: (elementType) => intl.formatMessage(element.elementRemoved, { elementType }),
      addElementAfter: (name) => intl.formatMessage(element.addElementAfter, { element: name }),
      editElement: (name) => intl.formatMessage(element.editElement, { element: name }),
      duplicateElement: (name) => intl.formatMessage(element.duplicateElement, { element: name }),
      deleteElement: (name) => intl.formatMessage(element.deleteElement, { element: name }),
      elementEditor: (name) => intl.formatMessage(element.elementEditor, { element: name }),
      moveUp: (name) => intl.formatMessage(element.moveUp, { element: name }),
      moveDown: (name) => intl.formatMessage(element.moveDown, { element: name }),
      dragHandle: (name) => intl.formatMessage(element.dragHandle, { element: name }),
      moved: (name, position, count) =>
        intl.formatMessage(element.moved, { element: name, position, count }),
      // "12/200" reads the same in every language.
      characterCount: defaultQuestionnaireBuilderLabels.characterCount,
      // The same words as the app's own forms (stage and position names).
      textTooLong: (max) => {
        const { message, values } = validate.maximumLength({ max });
        return intl.formatMessage(message, values);
      },
      tooManyOptions: (max) => intl.formatMessage(builderLimitMessages.tooManyOptions, { max }),
      optionTooLong: (option, max) =>
        intl.formatMessage(builderLimitMessages.optionTooLong, { option, max }),
    };
  }, [intl]);
}
