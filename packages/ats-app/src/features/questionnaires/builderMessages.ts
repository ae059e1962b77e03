import { defineMessage, defineMessages } from 'react-intl';

/**
 * The QuestionnaireBuilder's texts (its `labels` prop), so that it speaks the interface
 * language. The English defaults repeat the design system's, in the spec's words.
 */
export const elementTypeMessages = defineMessages({
  Address: { id: 'questionnaires.builder.type.address', defaultMessage: 'Address' },
  Attachment: { id: 'questionnaires.builder.type.attachment', defaultMessage: 'Attachment' },
  CoverLetter: { id: 'questionnaires.builder.type.coverLetter', defaultMessage: 'Cover letter' },
  Education: { id: 'questionnaires.builder.type.education', defaultMessage: 'Education' },
  Experience: { id: 'questionnaires.builder.type.experience', defaultMessage: 'Experience' },
  Header: { id: 'questionnaires.builder.type.header', defaultMessage: 'Header' },
  MultiLineText: {
    id: 'questionnaires.builder.type.multiLineText',
    defaultMessage: 'Multi-line text',
  },
  MultipleChoice: {
    id: 'questionnaires.builder.type.multipleChoice',
    defaultMessage: 'Multiple choice',
  },
  PageBreak: { id: 'questionnaires.builder.type.pageBreak', defaultMessage: 'Page break' },
  Photo: { id: 'questionnaires.builder.type.photo', defaultMessage: 'Photo' },
  Resume: { id: 'questionnaires.builder.type.resume', defaultMessage: 'Resume' },
  SectionBreak: { id: 'questionnaires.builder.type.sectionBreak', defaultMessage: 'Section break' },
  SingleChoice: { id: 'questionnaires.builder.type.singleChoice', defaultMessage: 'Single choice' },
  SingleLineText: {
    id: 'questionnaires.builder.type.singleLineText',
    defaultMessage: 'Single line text',
  },
  Summary: { id: 'questionnaires.builder.type.summary', defaultMessage: 'Summary' },
  TextParagraph: {
    id: 'questionnaires.builder.type.textParagraph',
    defaultMessage: 'Text paragraph',
  },
});

export const prefixMessages = defineMessages({
  mr: { id: 'questionnaires.builder.prefix.mr', defaultMessage: 'Mr.' },
  mrs: { id: 'questionnaires.builder.prefix.mrs', defaultMessage: 'Mrs.' },
  ms: { id: 'questionnaires.builder.prefix.ms', defaultMessage: 'Ms.' },
  miss: { id: 'questionnaires.builder.prefix.miss', defaultMessage: 'Miss' },
  preferNotToSay: {
    id: 'questionnaires.builder.prefix.preferNotToSay',
    defaultMessage: 'Prefer not to say',
  },
});

/** Plain texts of the builder. */
export const builderTextMessages = defineMessages({
  defaultName: { id: 'questionnaires.builder.defaultName', defaultMessage: 'New questionnaire' },
  personalInfo: { id: 'questionnaires.builder.personalInfo', defaultMessage: 'Personal info' },
  candidateProfile: {
    id: 'questionnaires.builder.candidateProfile',
    defaultMessage: 'Candidate profile',
  },
  questionnaireName: {
    id: 'questionnaires.builder.questionnaireName',
    defaultMessage: 'Questionnaire name',
  },
  editName: { id: 'questionnaires.builder.editName', defaultMessage: 'Edit name' },
  headerPreview: { id: 'questionnaires.builder.headerPreview', defaultMessage: 'Personal data' },
  firstName: { id: 'questionnaires.builder.firstName', defaultMessage: 'First name' },
  lastName: { id: 'questionnaires.builder.lastName', defaultMessage: 'Last name' },
  prefix: { id: 'questionnaires.builder.prefix', defaultMessage: 'Prefix' },
  prefixPlaceholder: { id: 'questionnaires.builder.prefixPlaceholder', defaultMessage: 'Choose' },
  phone: { id: 'questionnaires.builder.phone', defaultMessage: 'Phone' },
  email: { id: 'questionnaires.builder.email', defaultMessage: 'Email' },
  elements: { id: 'questionnaires.builder.elements', defaultMessage: 'Questionnaire elements' },
  addElementAtStart: {
    id: 'questionnaires.builder.addElementAtStart',
    defaultMessage: 'Add element at the beginning',
  },
  requiredMark: { id: 'questionnaires.builder.requiredMark', defaultMessage: 'Required' },
  question: { id: 'questionnaires.builder.question', defaultMessage: 'Question' },
  text: { id: 'questionnaires.builder.text', defaultMessage: 'Text' },
  type: { id: 'questionnaires.builder.type', defaultMessage: 'Type' },
  options: { id: 'questionnaires.builder.options', defaultMessage: 'Options' },
  optionsDescription: {
    id: 'questionnaires.builder.optionsDescription',
    defaultMessage: 'One option per line.',
  },
  required: { id: 'questionnaires.builder.required', defaultMessage: 'Required' },
  fieldRequired: {
    id: 'questionnaires.builder.fieldRequired',
    defaultMessage: 'This field is required',
  },
  cancel: { id: 'questionnaires.builder.cancel', defaultMessage: 'Cancel' },
  save: { id: 'questionnaires.builder.save', defaultMessage: 'Save' },
  cancelQuestionnaire: {
    id: 'questionnaires.builder.cancelQuestionnaire',
    defaultMessage: 'Cancel',
  },
  saveAsDraft: { id: 'questionnaires.builder.saveAsDraft', defaultMessage: 'Save as draft' },
  saveAndActivate: {
    id: 'questionnaires.builder.saveAndActivate',
    defaultMessage: 'Save and activate',
  },
  saveActive: { id: 'questionnaires.builder.saveActive', defaultMessage: 'Save' },
});

/** Texts of the builder that name an element (or an element type). */
export const builderElementMessages = {
  elementAdded: defineMessage<{ elementType: string }>({
    id: 'questionnaires.builder.elementAdded',
    defaultMessage: '{elementType} has been added.',
  }),
  elementRemoved: defineMessage<{ elementType: string }>({
    id: 'questionnaires.builder.elementRemoved',
    defaultMessage: '{elementType} has been removed.',
  }),
  addElementAfter: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.addElementAfter',
    defaultMessage: 'Add element after: {element}',
  }),
  editElement: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.editElement',
    defaultMessage: 'Edit: {element}',
  }),
  duplicateElement: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.duplicateElement',
    defaultMessage: 'Duplicate: {element}',
  }),
  deleteElement: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.deleteElement',
    defaultMessage: 'Delete: {element}',
  }),
  elementEditor: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.elementEditor',
    defaultMessage: 'Edit element: {element}',
  }),
  moveUp: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.moveUp',
    defaultMessage: 'Move up: {element}',
  }),
  moveDown: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.moveDown',
    defaultMessage: 'Move down: {element}',
  }),
  dragHandle: defineMessage<{ element: string }>({
    id: 'questionnaires.builder.dragHandle',
    defaultMessage: 'Drag to reorder: {element}',
  }),
  moved: defineMessage<{ element: string; position: number; count: number }>({
    id: 'questionnaires.builder.moved',
    defaultMessage: '{element} moved to position {position} of {count}',
  }),
};

/** The builder's messages about its limits (the spec gives none; worded like its §5 ones). */
export const builderLimitMessages = {
  tooManyOptions: defineMessage<{ max: number }>({
    id: 'questionnaires.builder.tooManyOptions',
    defaultMessage: 'Maximum number of options is {max}',
  }),
  optionTooLong: defineMessage<{ option: number; max: number }>({
    id: 'questionnaires.builder.optionTooLong',
    defaultMessage:
      'Option {option}: maximum length is {max, plural, one {# character} other {# characters}}',
  }),
};
