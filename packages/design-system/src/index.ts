// The public list of the design system: every component and type, one per line.

// The questionnaire's data (elements, answers, entry field names) is the domain's
// (@ats/domain); re-exported so that apps and other tools keep importing it from here.
export type {
  AddressAnswer,
  Answer,
  AnswerInput,
  AttachmentAnswer,
  ChoiceElement,
  ChoiceElementType,
  ChoiceOptions,
  CoverLetterAnswer,
  EducationAnswer,
  EducationEntry,
  EducationFieldLabels,
  ExperienceAnswer,
  ExperienceEntry,
  ExperienceFieldLabels,
  FileAnswer,
  FilledQuestionnaireAnswers,
  JobApplicationData,
  MultiLineTextAnswer,
  MultipleChoiceAnswer,
  PersonalData,
  PersonalDataPrefix,
  PhotoAnswer,
  QuestionElement,
  QuestionElementType,
  QuestionnaireElement,
  QuestionnaireElementType,
  QuestionnaireStructure,
  ResumeAnswer,
  SingleChoiceAnswer,
  SingleLineTextAnswer,
  SummaryAnswer,
  TextElement,
  TextElementType,
} from '@ats/domain';
export type {
  ApplicationFormProps,
  UploadProgressEntry,
} from './ApplicationForm/ApplicationForm.tsx';
export { ApplicationForm } from './ApplicationForm/ApplicationForm.tsx';
export type { FileQuestionType, FileRule } from './ApplicationForm/fileRules.ts';
export { defaultFileRules } from './ApplicationForm/fileRules.ts';
export type {
  ApplicationFormLabels,
  ApplicationFormLabelsInput,
} from './ApplicationForm/labels.ts';
export { defaultApplicationFormLabels } from './ApplicationForm/labels.ts';
export type {
  ApplicationFormLimits,
  ApplicationFormLimitsInput,
} from './ApplicationForm/limits.ts';
export { defaultApplicationFormLimits } from './ApplicationForm/limits.ts';
export type { ApplicationSubmission } from './ApplicationForm/submission.ts';
export type { AutocompleteOption, AutocompleteProps } from './Autocomplete/Autocomplete.tsx';
export { Autocomplete } from './Autocomplete/Autocomplete.tsx';
export type { AvatarProps, AvatarSize } from './Avatar/Avatar.tsx';
export { Avatar } from './Avatar/Avatar.tsx';
export type { AvatarGroupPerson, AvatarGroupProps } from './AvatarGroup/AvatarGroup.tsx';
export { AvatarGroup } from './AvatarGroup/AvatarGroup.tsx';
export type { BarChartProps } from './BarChart/BarChart.tsx';
export { BarChart } from './BarChart/BarChart.tsx';
export type { BoxElement, BoxProps } from './Box/Box.tsx';
export { Box } from './Box/Box.tsx';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs.tsx';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs.tsx';
// The class names of Button, Card, Heading and Text, for markup written without React (a page
// that must load almost no script, such as a login page): the components' own recipes.
export { button as buttonClassName } from './Button/Button.css.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button.tsx';
export { Button } from './Button/Button.tsx';
export { card as cardClassName } from './Card/Card.css.ts';
export type { CardPadding, CardProps } from './Card/Card.tsx';
export { Card } from './Card/Card.tsx';
export type { CheckboxProps } from './Checkbox/Checkbox.tsx';
export { Checkbox } from './Checkbox/Checkbox.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.tsx';
export type { DateFieldProps } from './DateField/DateField.tsx';
export { DateField } from './DateField/DateField.tsx';
export type { DoughnutChartProps } from './DoughnutChart/DoughnutChart.tsx';
export { DoughnutChart } from './DoughnutChart/DoughnutChart.tsx';
export type { DrawerProps } from './Drawer/Drawer.tsx';
export { Drawer } from './Drawer/Drawer.tsx';
export type { EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { EmptyState } from './EmptyState/EmptyState.tsx';
export type { ErrorViewProps } from './ErrorView/ErrorView.tsx';
export { ErrorView } from './ErrorView/ErrorView.tsx';
export type { FilledQuestionnaireProps } from './FilledQuestionnaire/FilledQuestionnaire.tsx';
export { FilledQuestionnaire } from './FilledQuestionnaire/FilledQuestionnaire.tsx';
export type {
  FilledQuestionnaireLabels,
  FilledQuestionnaireLabelsInput,
} from './FilledQuestionnaire/labels.ts';
export { defaultFilledQuestionnaireLabels } from './FilledQuestionnaire/labels.ts';
export type { FullScreenSpinnerProps } from './FullScreenSpinner/FullScreenSpinner.tsx';
export { FullScreenSpinner } from './FullScreenSpinner/FullScreenSpinner.tsx';
export { heading as headingClassName } from './Heading/Heading.css.ts';
export type { HeadingLevel, HeadingProps } from './Heading/Heading.tsx';
export { Heading } from './Heading/Heading.tsx';
export type { IconBadgeProps } from './IconBadge/IconBadge.tsx';
export { IconBadge } from './IconBadge/IconBadge.tsx';
export type { IconButtonProps, IconButtonTone } from './IconButton/IconButton.tsx';
export { IconButton } from './IconButton/IconButton.tsx';
export type {
  InfiniteTableCardPlace,
  InfiniteTableColumn,
  InfiniteTableProps,
} from './InfiniteTable/InfiniteTable.tsx';
export { InfiniteTable } from './InfiniteTable/InfiniteTable.tsx';
export type { IconComponent, IconProps, IconSize } from './icons/createIcon.tsx';
export {
  ArrowLeftIcon,
  BanIcon,
  BriefcaseIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  DashboardIcon,
  DeleteIcon,
  DocumentIcon,
  DownloadIcon,
  DragHandleIcon,
  EditIcon,
  ErrorIcon,
  ExternalLinkIcon,
  InboxIcon,
  InfoIcon,
  LinkIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  MoreIcon,
  NoteIcon,
  PencilSquareIcon,
  PhoneIcon,
  PlusCircleIcon,
  PlusIcon,
  QuestionnaireIcon,
  SearchIcon,
  SettingsIcon,
  StarIcon,
  SuccessIcon,
  UserIcon,
  UsersIcon,
  ViewIcon,
  WarningIcon,
} from './icons/icons.tsx';
export type { LineChartProps } from './LineChart/LineChart.tsx';
export { LineChart } from './LineChart/LineChart.tsx';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkProviderProps,
} from './LinkProvider/LinkProvider.tsx';
export { LinkProvider } from './LinkProvider/LinkProvider.tsx';
export type { MenuItem, MenuProps } from './Menu/Menu.tsx';
export { Menu } from './Menu/Menu.tsx';
export type { ModalProps, ModalSize } from './Modal/Modal.tsx';
export { Modal } from './Modal/Modal.tsx';
export type { MultiSelectProps } from './MultiSelect/MultiSelect.tsx';
export { MultiSelect } from './MultiSelect/MultiSelect.tsx';
export type { NumberFieldProps } from './NumberField/NumberField.tsx';
export { NumberField, numberRangeError } from './NumberField/NumberField.tsx';
export type { PdfViewerLabels, PdfViewerLabelsInput } from './PdfViewer/labels.ts';
export { defaultPdfViewerLabels } from './PdfViewer/labels.ts';
export type { PdfViewerProps } from './PdfViewer/PdfViewer.tsx';
export { PdfViewer } from './PdfViewer/PdfViewer.tsx';
export type {
  PipelineBoardLabels,
  PipelineBoardLabelsInput,
} from './PipelineBoard/labels.ts';
export { defaultPipelineBoardLabels } from './PipelineBoard/labels.ts';
export type { PipelineBoardProps, PipelineColumnInfo } from './PipelineBoard/PipelineBoard.tsx';
export { PipelineBoard } from './PipelineBoard/PipelineBoard.tsx';
export type { PipelineCardProps } from './PipelineBoard/PipelineCard.tsx';
export { PipelineCard } from './PipelineBoard/PipelineCard.tsx';
export type { PipelineColumnProps } from './PipelineBoard/PipelineColumn.tsx';
export { PipelineColumn } from './PipelineBoard/PipelineColumn.tsx';
export type { ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export { ProgressBar } from './ProgressBar/ProgressBar.tsx';
export type { ChartColour, ChartDatum, ChartFill, ChartPoint } from './private/chart/chartData.ts';
export type { CounterLabel } from './private/field/characterCount.ts';
export { richTextToPlainText } from './private/richText/serialisation.ts';
export type { Tone } from './private/tones.ts';
export type {
  QuestionnaireBuilderLabels,
  QuestionnaireBuilderLabelsInput,
} from './QuestionnaireBuilder/labels.ts';
export { defaultQuestionnaireBuilderLabels } from './QuestionnaireBuilder/labels.ts';
export type {
  QuestionnaireBuilderLimits,
  QuestionnaireBuilderLimitsInput,
} from './QuestionnaireBuilder/limits.ts';
export { defaultQuestionnaireBuilderLimits } from './QuestionnaireBuilder/limits.ts';
export type {
  QuestionnaireBuilderProps,
  QuestionnaireSubmission,
} from './QuestionnaireBuilder/QuestionnaireBuilder.tsx';
export { QuestionnaireBuilder } from './QuestionnaireBuilder/QuestionnaireBuilder.tsx';
export type { QuestionnaireBuilderStatus } from './QuestionnaireBuilder/status.ts';
export {
  fromQuestionnaireStructure,
  normaliseForm,
  toQuestionnaireStructure,
} from './questionnaire/builderConversion.ts';
export type {
  BreakElementType,
  BuilderBreakElement,
  BuilderChoiceElement,
  BuilderElement,
  BuilderElementType,
  BuilderQuestionElement,
  BuilderTextElement,
  QuestionnaireForm,
} from './questionnaire/builderForm.ts';
export { isQuestionnaireValid } from './questionnaire/builderForm.ts';
export { createElementId } from './questionnaire/createElementId.ts';
export type { RadioGroupProps, RadioOption } from './RadioGroup/RadioGroup.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type {
  RichTextEditorLabels,
  RichTextEditorLabelsInput,
} from './RichTextEditor/labels.ts';
export { defaultRichTextEditorLabels } from './RichTextEditor/labels.ts';
export type {
  RichTextEditorHandle,
  RichTextEditorProps,
} from './RichTextEditor/RichTextEditor.tsx';
export { RichTextEditor } from './RichTextEditor/RichTextEditor.tsx';
export type { RichTextViewProps } from './RichTextView/RichTextView.tsx';
export { RichTextView } from './RichTextView/RichTextView.tsx';
export type { SelectOption, SelectProps } from './Select/Select.tsx';
export { Select } from './Select/Select.tsx';
export type { SortableListItem, SortableListProps } from './SortableList/SortableList.tsx';
export { SortableList } from './SortableList/SortableList.tsx';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner/Spinner.tsx';
export { Spinner } from './Spinner/Spinner.tsx';
export type { StarScoreProps } from './StarScore/StarScore.tsx';
export { StarScore } from './StarScore/StarScore.tsx';
export type { StatTileProps } from './StatTile/StatTile.tsx';
export { StatTile } from './StatTile/StatTile.tsx';
export type { StatusLabelProps } from './StatusLabel/StatusLabel.tsx';
export { StatusLabel } from './StatusLabel/StatusLabel.tsx';
export type { SwitchProps } from './Switch/Switch.tsx';
export { Switch } from './Switch/Switch.tsx';
export type { Sprinkles } from './sprinkles/sprinkles.css.ts';
export { sprinkles } from './sprinkles/sprinkles.css.ts';
export type { TabItem, TabsProps } from './Tabs/Tabs.tsx';
export { Tabs } from './Tabs/Tabs.tsx';
export type { TagsFieldProps } from './TagsField/TagsField.tsx';
export { TagsField } from './TagsField/TagsField.tsx';
export { text as textClassName } from './Text/Text.css.ts';
export type { TextProps, TextSize, TextTone } from './Text/Text.tsx';
export { Text } from './Text/Text.tsx';
export type { TextAreaProps } from './TextArea/TextArea.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { TextFieldProps, TextFieldType } from './TextField/TextField.tsx';
export { TextField } from './TextField/TextField.tsx';
export type { TimeFieldProps } from './TimeField/TimeField.tsx';
export { isValidTime, TimeField } from './TimeField/TimeField.tsx';
export type { ToastContent, ToasterProps } from './Toast/Toast.tsx';
export { Toaster, toast } from './Toast/Toast.tsx';
export type { TooltipPlacement, TooltipProps } from './Tooltip/Tooltip.tsx';
export { Tooltip } from './Tooltip/Tooltip.tsx';
export type { TruncatedTextProps } from './TruncatedText/TruncatedText.tsx';
export { TruncatedText } from './TruncatedText/TruncatedText.tsx';
export type { Breakpoint } from './theme/breakpoints.ts';
export { breakpoints, mediaQueries } from './theme/breakpoints.ts';
export { vars } from './theme/contract.css.ts';
export { lightTheme } from './theme/lightTheme.css.ts';
export { useBreakpoint } from './useBreakpoint/useBreakpoint.ts';
