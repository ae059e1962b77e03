import type { LabelsInput } from '../private/mergeLabels.ts';
import type { BuilderElementType } from '../questionnaire/builderForm.ts';

/**
 * Every text the QuestionnaireBuilder shows, in the spec's English words by default. An app
 * passes its translations (all or some) through the `labels` prop.
 */
export interface QuestionnaireBuilderLabels {
  /** Name of each element type, in add menus, type selectors, switches and rows. */
  elementTypes: Record<BuilderElementType, string>;
  /** The name a new questionnaire starts with. */
  defaultName: string;

  /** Heading of the left panel's personal-info switches (address, photo). */
  personalInfo: string;
  /** Heading of the left panel's candidate-profile switches (education, experience, summary, cover letter). */
  candidateProfile: string;
  /** Toast after a switch added an element, e.g. "Photo has been added." */
  elementAdded: (elementType: string) => string;
  /** Toast after a switch removed an element, e.g. "Photo has been removed." */
  elementRemoved: (elementType: string) => string;

  /** Label of the name field (also names the name's heading region). */
  questionnaireName: string;
  /** The pencil button that opens the name editor. */
  editName: string;

  /** Heading of the fixed personal-data preview. */
  headerPreview: string;
  firstName: string;
  lastName: string;
  prefix: string;
  /** Placeholder of the prefix dropdown. */
  prefixPlaceholder: string;
  prefixes: { mr: string; mrs: string; ms: string; miss: string; preferNotToSay: string };
  phone: string;
  email: string;

  /** Accessible name of the element list. */
  elements: string;
  /** The add menu before the first element. */
  addElementAtStart: string;
  /** The add menu after an element. */
  addElementAfter: (element: string) => string;
  /** An element's edit button. */
  editElement: (element: string) => string;
  /** An element's duplicate button. */
  duplicateElement: (element: string) => string;
  /** An element's delete button. */
  deleteElement: (element: string) => string;
  /** Marks a required element in the list. */
  requiredMark: string;

  /** Element editor: the question field. */
  question: string;
  /** Element editor: the text field of a header or paragraph. */
  text: string;
  /** Element editor: the type selector. */
  type: string;
  /** Element editor: the options field of a choice element. */
  options: string;
  /** Element editor: help under the options field. */
  optionsDescription: string;
  /** Element editor: the Required switch. */
  required: string;
  /** Names the element editor form, e.g. "Edit element: Photo". */
  elementEditor: (element: string) => string;
  /** Error of an empty required field (spec §5). */
  fieldRequired: string;
  /** The counter of a field with a length limit, e.g. "12/200". */
  characterCount: (length: number, max: number) => string;
  /** Error of a text longer than its limit (one saved before the limit existed). */
  textTooLong: (max: number) => string;
  /** Error of an options field with more lines than the limit. */
  tooManyOptions: (max: number) => string;
  /** Error of an option longer than its limit; `option` counts from 1. */
  optionTooLong: (option: number, max: number) => string;

  /** Cancel of an inline editor (name, element). */
  cancel: string;
  /** Save of an inline editor (name, element). */
  save: string;

  /** Leaves the builder without saving. */
  cancelQuestionnaire: string;
  /** Submits with isDraft true. */
  saveAsDraft: string;
  /** Submits a new or draft questionnaire with isDraft false. */
  saveAndActivate: string;
  /** Submits an active questionnaire. */
  saveActive: string;

  /** Label of a row's move-up button (SortableList). */
  moveUp: (element: string) => string;
  /** Label of a row's move-down button (SortableList). */
  moveDown: (element: string) => string;
  /** Tooltip of a row's drag handle (SortableList). */
  dragHandle: (element: string) => string;
  /** Announced after a move (SortableList). */
  moved: (element: string, position: number, count: number) => string;
}

/** The English texts, in the spec's words where it gives them. */
export const defaultQuestionnaireBuilderLabels: QuestionnaireBuilderLabels = {
  elementTypes: {
    Address: 'Address',
    Attachment: 'Attachment',
    CoverLetter: 'Cover letter',
    Education: 'Education',
    Experience: 'Experience',
    Header: 'Header',
    MultiLineText: 'Multi-line text',
    MultipleChoice: 'Multiple choice',
    PageBreak: 'Page break',
    Photo: 'Photo',
    Resume: 'Resume',
    SectionBreak: 'Section break',
    SingleChoice: 'Single choice',
    SingleLineText: 'Single line text',
    Summary: 'Summary',
    TextParagraph: 'Text paragraph',
  },
  defaultName: 'New questionnaire',
  personalInfo: 'Personal info',
  candidateProfile: 'Candidate profile',
  elementAdded: (elementType) => `${elementType} has been added.`,
  elementRemoved: (elementType) => `${elementType} has been removed.`,
  questionnaireName: 'Questionnaire name',
  editName: 'Edit name',
  headerPreview: 'Personal data',
  firstName: 'First name',
  lastName: 'Last name',
  prefix: 'Prefix',
  prefixPlaceholder: 'Choose',
  prefixes: {
    mr: 'Mr.',
    mrs: 'Mrs.',
    ms: 'Ms.',
    miss: 'Miss',
    preferNotToSay: 'Prefer not to say',
  },
  phone: 'Phone',
  email: 'Email',
  elements: 'Questionnaire elements',
  addElementAtStart: 'Add element at the beginning',
  addElementAfter: (element) => `Add element after: ${element}`,
  editElement: (element) => `Edit: ${element}`,
  duplicateElement: (element) => `Duplicate: ${element}`,
  deleteElement: (element) => `Delete: ${element}`,
  requiredMark: 'Required',
  question: 'Question',
  text: 'Text',
  type: 'Type',
  options: 'Options',
  optionsDescription: 'One option per line.',
  required: 'Required',
  elementEditor: (element) => `Edit element: ${element}`,
  fieldRequired: 'This field is required',
  characterCount: (length, max) => `${length}/${max}`,
  textTooLong: (max) => `Enter at most ${max} characters`,
  tooManyOptions: (max) => `Enter at most ${max} options`,
  optionTooLong: (option, max) => `Option ${option} is longer than ${max} characters`,
  cancel: 'Cancel',
  save: 'Save',
  cancelQuestionnaire: 'Cancel',
  saveAsDraft: 'Save as draft',
  saveAndActivate: 'Save and activate',
  saveActive: 'Save',
  moveUp: (element) => `Move up: ${element}`,
  moveDown: (element) => `Move down: ${element}`,
  dragHandle: (element) => `Drag to reorder: ${element}`,
  moved: (element, position, count) => `${element} moved to position ${position} of ${count}`,
};

/** Labels an app may pass: any subset, element type names and prefixes included one by one. */
export type QuestionnaireBuilderLabelsInput = LabelsInput<QuestionnaireBuilderLabels>;
