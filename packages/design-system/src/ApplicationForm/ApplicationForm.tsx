import {
  applicationFilePart,
  pageElements,
  type QuestionnairePage,
  type QuestionnaireStructure,
  questionnairePages,
} from '@ats/domain';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { mergeLabels } from '../private/mergeLabels.ts';
import { PageIndicator, sectionClass } from '../private/QuestionnaireLayout.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './ApplicationForm.css.ts';
import {
  type ApplicationDraft,
  fileSlot,
  initialDraft,
  isFileQuestionType,
  type PersonalDataDraft,
  toApplicationSubmission,
} from './applicationDraft.ts';
import {
  defaultFileRules,
  type FileProblem,
  type FileQuestionType,
  type FileRule,
  fileContentProblem,
} from './fileRules.ts';
import {
  type ApplicationFormLabels,
  type ApplicationFormLabelsInput,
  defaultApplicationFormLabels,
} from './labels.ts';
import { type ApplicationFormLimitsInput, defaultApplicationFormLimits } from './limits.ts';
import { PersonalDataFields } from './PersonalDataFields.tsx';
import { type DraftSetters, QuestionField, type QuestionFieldProps } from './QuestionField.tsx';
import type { ApplicationSubmission } from './submission.ts';
import {
  consentKey,
  personalDataKey,
  questionKey,
  type ValidationContext,
  validatePage,
} from './validation.ts';

/** How much of one file of the application has been sent. */
export interface UploadProgressEntry {
  /** The bar's name, e.g. "Uploading resume.pdf" (the app words it). */
  label: string;
  loadedBytes: number;
  totalBytes: number;
}

export interface ApplicationFormProps {
  /** The questionnaire to fill (the contract's QuestionnaireStructure). Read once: give the form a `key` to load another. */
  structure: QuestionnaireStructure;
  /** Called with the apply call's body (without `referer`) when every page is valid; while a returned promise is pending the form is busy. */
  onSubmit: (submission: ApplicationSubmission) => unknown;
  /** The app is sending the application: fields and buttons are disabled and the submit button spins. */
  submitting?: boolean;
  /** Accepted types and largest size per file question; a kind given here replaces its default (the server's rules: PDF resume 10 MB, JPEG/PNG/WebP photo 5 MB, ...). */
  fileRules?: Partial<Record<FileQuestionType, FileRule>>;
  /** The privacy notice under the consent checkbox (it may hold a link to the full policy); `labels.privacyNotice` by default. */
  privacyNotice?: ReactNode;
  /** The label of an optional second checkbox, "keep me for future openings", under the consent; without it there is no such checkbox and the submission carries no `futureOpeningsConsent`. */
  futureOpeningsConsent?: string;
  /** Each file's upload while the application is sent: a progress bar per entry above the buttons; nothing when null or empty. */
  uploadProgress?: readonly UploadProgressEntry[] | null;
  /** Outline level of the personal-data heading and of Header elements; 2 by default. */
  headingLevel?: HeadingLevel;
  /** Texts (all or some) replacing the English defaults, e.g. Polish. */
  labels?: ApplicationFormLabelsInput;
  /**
   * The longest texts and the most entries (all or some, groups one by one): each field shows
   * a counter near its limit and takes no more. By default the contract's bounds of an
   * application; an app passes the contract's own numbers.
   */
  limits?: ApplicationFormLimitsInput;
  /**
   * The one field the server refused when the application was sent, in the contract's names
   * (`resume`, `photo`, `coverLetter`, `attachments[<questionId>]`, `personalData.email`...):
   * the form opens its page, shows the refusal there, scrolls it into view and focuses it,
   * until the field is changed. Give a new object for each refusal.
   */
  refusedField?: { field: string } | null;
}

type FocusRequest = 'page' | 'firstError' | { field: string } | null;

/** A refusal shown at a field (its key) while the field keeps the value it was refused with. */
interface ShownRefusal {
  key: string;
  message: string;
  /** The field's value in a draft: the refusal shows while it is the one refused. */
  valueIn: (draft: ApplicationDraft) => unknown;
  value: unknown;
}

/**
 * A candidate fills a questionnaire (the public job offer's application form): personal data,
 * then every element page by page (pageNumber), section by section (sectionNumber). Next and
 * the submit button show the spec's validation messages and move the focus to the first wrong
 * field; the form submits the contract's application with the chosen files as `File`s.
 */
export function ApplicationForm({
  structure,
  onSubmit,
  submitting = false,
  fileRules: fileRulesInput,
  privacyNotice,
  futureOpeningsConsent,
  uploadProgress,
  headingLevel = 2,
  labels: labelsInput,
  limits: limitsInput,
  refusedField,
}: ApplicationFormProps) {
  const labels = useMemo(
    () => mergeLabels(defaultApplicationFormLabels, labelsInput),
    [labelsInput],
  );
  const limits = useMemo(
    () => mergeLabels(defaultApplicationFormLimits, limitsInput),
    [limitsInput],
  );
  const fileRules = useMemo(() => ({ ...defaultFileRules, ...fileRulesInput }), [fileRulesInput]);
  const pages = useMemo(() => pagesOf(structure), [structure]);
  const [draft, setDraft] = useState<ApplicationDraft>(() => initialDraft(structure));
  const [pageIndex, setPageIndex] = useState(0);
  // Errors show on a page once Next or the submit button was pressed there, and a file's
  // wrong type or size shows as soon as it is chosen.
  const [checkedPages, setCheckedPages] = useState<ReadonlySet<number>>(new Set());
  const [checkedFields, setCheckedFields] = useState<ReadonlySet<string>>(new Set());
  const [awaitingSubmit, setAwaitingSubmit] = useState(false);
  const busy = submitting || awaitingSubmit;
  const contentChecks = useFileContentChecks();
  // Next or the submit button pressed while a chosen file's content is being checked: it
  // takes effect once every check has ended (a few milliseconds), with their results.
  const [deferredSubmit, setDeferredSubmit] = useState(false);

  const formId = useId();
  const domId = (key: string) => `${formId}${key}`;
  const sendingId = domId('sending');
  const pageIndicatorRef = useRef<HTMLParagraphElement>(null);
  const focusRequest = useRef<FocusRequest>(null);

  const context: ValidationContext = {
    draft,
    labels,
    fileRules,
    limits,
    contentProblemOf: contentChecks.problemOf,
  };
  const page = pages[pageIndex];
  const errorsOfPage = (index: number) =>
    validatePage(
      pageElements(pages[index]),
      { isFirst: index === 0, isLast: index === pages.length - 1 },
      context,
    );
  const pageErrors = errorsOfPage(pageIndex);
  const [refusal, setRefusal] = useState<ShownRefusal | null>(null);
  const errorOf = (key: string): string | undefined => {
    if (refusal?.key === key && refusal.valueIn(draft) === refusal.value) return refusal.message;
    const message = pageErrors.get(key);
    if (checkedPages.has(pageIndex)) return message;
    return checkedFields.has(key) && message !== labels.required ? message : undefined;
  };

  // After a page change or a failed check, the focus goes to the new page or the first wrong field.
  useEffect(() => {
    const request = focusRequest.current;
    // A refused field is focused once the form is no longer busy (disabled while sending).
    if (typeof request === 'object' && request !== null && busy) return;
    focusRequest.current = null;
    if (request === 'page') pageIndicatorRef.current?.focus();
    if (request === 'firstError') {
      const firstKey = pageErrors.keys().next().value;
      if (firstKey !== undefined) focusField(domId(firstKey));
    }
    if (typeof request === 'object' && request !== null) focusField(domId(request.field), true);
  });

  // A refusal from the server: its field's page opens, and the field shows it and takes the focus.
  const [handledRefusal, setHandledRefusal] = useState(refusedField);
  if (refusedField !== handledRefusal) {
    setHandledRefusal(refusedField);
    const shown = refusedField
      ? refusalAt(structure, pages, draft, refusedField.field, labels)
      : null;
    setRefusal(shown);
    if (shown) {
      setPageIndex(shown.pageIndex);
      focusRequest.current = { field: shown.key };
    }
  }

  const setters = useDraftSetters(setDraft, setCheckedFields, contentChecks.check);
  const isLastPage = pageIndex === pages.length - 1;

  const showErrorsOf = (index: number) => {
    setCheckedPages((checked) => new Set(checked).add(index));
    setPageIndex(index);
    focusRequest.current = 'firstError';
  };

  const goTo = (index: number) => {
    setPageIndex(index);
    focusRequest.current = 'page';
  };

  const submit = () => {
    const firstInvalid = pages.findIndex((_page, index) => errorsOfPage(index).size > 0);
    if (firstInvalid !== -1) return showErrorsOf(firstInvalid);
    const result = onSubmit(
      toApplicationSubmission(structure, draft, {
        offersFutureOpeningsConsent: futureOpeningsConsent !== undefined,
      }),
    );
    if (result instanceof Promise) {
      setAwaitingSubmit(true);
      // A failure is the app's to report; here it only ends the busy state.
      result.catch(() => {}).finally(() => setAwaitingSubmit(false));
    }
  };

  const nextOrSubmit = () => {
    // Enter in a field of an earlier page means Next, as the visible submit button there is Next.
    if (!isLastPage) {
      if (pageErrors.size > 0) showErrorsOf(pageIndex);
      else goTo(pageIndex + 1);
      return;
    }
    submit();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (contentChecks.running) setDeferredSubmit(true);
    else nextOrSubmit();
  };

  useEffect(() => {
    if (!deferredSubmit || contentChecks.running) return;
    setDeferredSubmit(false);
    nextOrSubmit();
  });

  return (
    <form className={styles.form} aria-label={labels.form} noValidate onSubmit={handleSubmit}>
      {pages.length > 1 ? (
        <PageIndicator ref={pageIndicatorRef} text={labels.pageOf(pageIndex + 1, pages.length)} />
      ) : null}
      <fieldset className={styles.plainFieldset} disabled={busy}>
        {pageIndex === 0 ? (
          <PersonalDataFields
            value={draft.personalData}
            onChange={setters.setPersonalData}
            errorOf={errorOf}
            domId={domId}
            headingLevel={headingLevel}
            labels={labels}
            limits={limits.personalData}
          />
        ) : null}
        <PageSections
          page={page}
          draft={draft}
          setters={setters}
          errorOf={errorOf}
          domId={domId}
          fileRules={fileRules}
          headingLevel={headingLevel}
          labels={labels}
          limits={limits}
        />
        {isLastPage ? (
          <div className={sectionClass}>
            <Checkbox
              id={domId(consentKey)}
              label={labels.consent}
              description={privacyNotice ?? labels.privacyNotice}
              required
              checked={draft.consent}
              onChange={setters.setConsent}
              error={errorOf(consentKey)}
            />
            {futureOpeningsConsent !== undefined ? (
              <Checkbox
                id={domId('futureOpeningsConsent')}
                label={futureOpeningsConsent}
                checked={draft.futureOpeningsConsent}
                onChange={setters.setFutureOpeningsConsent}
              />
            ) : null}
          </div>
        ) : null}
      </fieldset>
      <div className={styles.footer}>
        {isLastPage ? (
          <UploadProgress id={sendingId} entries={uploadProgress} title={labels.sending} />
        ) : null}
        <div className={styles.actions}>
          {pageIndex > 0 ? (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => goTo(pageIndex - 1)}
            >
              {labels.previous}
            </Button>
          ) : null}
          <div className={styles.actionsEnd}>
            {isLastPage ? (
              <Button type="submit" loading={busy}>
                {labels.submit}
              </Button>
            ) : (
              <Button type="submit" disabled={busy}>
                {labels.next}
              </Button>
            )}
          </div>
        </div>
      </div>
    </form>
  );
}

interface UploadProgressProps {
  id: string;
  entries: readonly UploadProgressEntry[] | null | undefined;
  title: string;
}

/**
 * A bar per file while the application is sent. The title sits in a polite live region that
 * stays in the page, so it is announced once when sending starts; the bars are outside it,
 * so their changing values are not read out on every step.
 */
function UploadProgress({ id, entries, title }: UploadProgressProps) {
  const uploading = entries != null && entries.length > 0;
  // While idle the empty live region is taken out of the flow, so it adds no gap.
  return (
    <>
      <p id={id} role="status" className={uploading ? styles.uploadTitle : visuallyHidden}>
        {uploading ? title : null}
      </p>
      {uploading ? (
        <ul aria-labelledby={id} className={styles.uploadList}>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order (the body's) never changes
            <li key={index}>
              <ProgressBar label={entry.label} {...barValues(entry)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A bar's value and end; an empty file has nothing left to send. */
function barValues({ loadedBytes, totalBytes }: UploadProgressEntry) {
  return totalBytes === 0 ? { value: 1, max: 1 } : { value: loadedBytes, max: totalBytes };
}

type PageSectionsProps = Omit<QuestionFieldProps, 'element'> & {
  page: QuestionnairePage | undefined;
};

function PageSections({ page, ...fieldProps }: PageSectionsProps) {
  return (page?.sections ?? []).map((section) => (
    <div key={section.sectionNumber} className={sectionClass}>
      {section.elements.map((element) => (
        <QuestionField key={element.id} element={element} {...fieldProps} />
      ))}
    </div>
  ));
}

/** The pages to show; a questionnaire without elements still has the personal-data page. */
function pagesOf(structure: QuestionnaireStructure): QuestionnairePage[] {
  const pages = questionnairePages(structure);
  return pages.length > 0 ? pages : [{ pageNumber: 1, sections: [] }];
}

/**
 * The content check of each chosen file (`fileContentProblem`: by its bytes, as the server
 * checks it), started when the file is chosen; its result shows as the field's error.
 */
function useFileContentChecks() {
  const [problems, setProblems] = useState<ReadonlyMap<File, FileProblem | null>>(new Map());
  const [running, setRunning] = useState(0);
  const check = useCallback((file: File, rule: FileRule) => {
    setRunning((count) => count + 1);
    fileContentProblem(file, rule)
      // A file that cannot be read now will not be sent either: the browser says so on submit.
      .catch(() => null)
      .then((problem) => {
        setProblems((known) => new Map(known).set(file, problem));
        setRunning((count) => count - 1);
      });
  }, []);
  const problemOf = useCallback((file: File) => problems.get(file), [problems]);
  return { check, problemOf, running: running > 0 };
}

function useDraftSetters(
  setDraft: (update: (draft: ApplicationDraft) => ApplicationDraft) => void,
  setCheckedFields: (update: (checked: ReadonlySet<string>) => ReadonlySet<string>) => void,
  checkContent: (file: File, rule: FileRule) => void,
): DraftSetters & {
  setPersonalData: (patch: Partial<PersonalDataDraft>) => void;
  setConsent: (consent: boolean) => void;
  setFutureOpeningsConsent: (futureOpeningsConsent: boolean) => void;
} {
  return useMemo(
    () => ({
      setPersonalData: (patch) =>
        setDraft((draft) => ({ ...draft, personalData: { ...draft.personalData, ...patch } })),
      setConsent: (consent) => setDraft((draft) => ({ ...draft, consent })),
      setFutureOpeningsConsent: (futureOpeningsConsent) =>
        setDraft((draft) => ({ ...draft, futureOpeningsConsent })),
      setText: (questionId, text) =>
        setDraft((draft) => ({ ...draft, texts: { ...draft.texts, [questionId]: text } })),
      setChoices: (questionId, keys) =>
        setDraft((draft) => ({ ...draft, choices: { ...draft.choices, [questionId]: keys } })),
      setEntries: (questionId, entries) =>
        setDraft((draft) => ({ ...draft, entries: { ...draft.entries, [questionId]: entries } })),
      setFile: (slot, file, key, rule) => {
        if (file) checkContent(file, rule);
        setDraft((draft) => {
          const { [slot]: _previous, ...files } = draft.files;
          return { ...draft, files: file ? { ...files, [slot]: file } : files };
        });
        setCheckedFields((checked) => new Set(checked).add(key));
      },
    }),
    [setDraft, setCheckedFields, checkContent],
  );
}

/** Focuses a field by its element id, or the first control inside a group (and scrolls it to the middle). */
function focusField(id: string, scroll = false) {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches('input, textarea, button, select')
    ? element
    : element.querySelector<HTMLElement>(
        'input:not([disabled]), textarea:not([disabled]), button:not([disabled])',
      );
  if (scroll) target?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: scroll });
}

/**
 * Where a refusal in the contract's names shows: the field's key, its page, the value it was
 * refused with and the message. Null for a field the form does not show.
 */
function refusalAt(
  structure: QuestionnaireStructure,
  pages: readonly QuestionnairePage[],
  draft: ApplicationDraft,
  field: string,
  labels: ApplicationFormLabels,
): (ShownRefusal & { pageIndex: number }) | null {
  const personal = /^personalData\.([A-Za-z]+)$/.exec(field)?.[1];
  if (personal !== undefined) {
    if (!Object.hasOwn(draft.personalData, personal)) return null;
    const name = personal as keyof PersonalDataDraft;
    const valueIn = (someDraft: ApplicationDraft) => someDraft.personalData[name];
    return {
      key: personalDataKey(name),
      pageIndex: 0,
      valueIn,
      value: valueIn(draft),
      message: personal === 'email' ? labels.invalidEmail : labels.invalid,
    };
  }
  const element = structure.elements.find(
    (candidate) =>
      isFileQuestionType(candidate.$type) &&
      applicationFilePart(candidate.$type, candidate.id) === field,
  );
  if (!element || !isFileQuestionType(element.$type)) return null;
  const slot = fileSlot({ $type: element.$type, id: element.id });
  const pageIndex = pages.findIndex((page) =>
    pageElements(page).some((onPage) => onPage.id === element.id),
  );
  const valueIn = (someDraft: ApplicationDraft) => someDraft.files[slot];
  return {
    key: questionKey(element.id),
    pageIndex: Math.max(pageIndex, 0),
    valueIn,
    value: valueIn(draft),
    message: labels.fileRefused,
  };
}
