import { ErrorIcon } from '../icons/icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { errorIcon, message } from './PdfViewer.css.ts';

/** The viewer while pdf.js or the document loads: a spinner announced as `label`. */
export function ViewerLoading({ label }: { label: string }) {
  return (
    <div className={message}>
      <Spinner label={label} size="large" />
    </div>
  );
}

/**
 * The viewer when the document cannot be shown. An alert, not a heading: it replaces a widget
 * inside a screen or dialog whose outline the viewer does not know.
 */
export function ViewerError({ label }: { label: string }) {
  return (
    <div role="alert" className={message}>
      <span className={errorIcon}>
        <ErrorIcon size="medium" />
      </span>
      <Text as="span">{label}</Text>
    </div>
  );
}
