import type { ApiError } from '@ats/api-sdk';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The error catalogue of spec part 1 §8, in one place: every failed call of the app is
 * turned into `{ status, message }` here, and every error text shown comes from here.
 */

// A failed call is kept as the contract's error shape (ApiError, from the SDK): `status` is
// the HTTP status, or 0 when the server could not be reached; `message` is the server's English
// message or the catalogue's, for logs. Screens show errorMessageFor(error).

/** The catalogue's texts, translated; English as the spec words them (its spelling kept). */
export const errorMessages = defineMessages({
  badRequest: {
    id: 'api.error.400',
    defaultMessage:
      'Your request could not be processed. Please make sure the submitted data is correct.',
  },
  unauthorized: {
    id: 'api.error.401',
    defaultMessage: 'You must sign-in first before submitting your request.',
  },
  forbidden: {
    id: 'api.error.403',
    defaultMessage: 'Your account has insufficient permissions to process this request.',
  },
  notFound: { id: 'api.error.404', defaultMessage: 'Requested resource does not exist.' },
  noConnection: {
    id: 'api.error.408',
    defaultMessage: 'Could not establish connection to the server. Please try again later.',
  },
  unexpected: {
    id: 'api.error.500',
    defaultMessage: 'An unexpected error has occured. Please try again later.',
  },
  // A screen's data could not be loaded: the title of its error view.
  dataFetchFailed: {
    id: 'api.error.dataFetchFailed',
    defaultMessage: 'Unable to fetch data from api',
  },
  // Toast titles of actions whose screens give no more specific one.
  successTitle: { id: 'api.toast.successTitle', defaultMessage: 'Success' },
  errorTitle: { id: 'api.toast.errorTitle', defaultMessage: 'Error' },
  tryAgain: { id: 'api.error.tryAgain', defaultMessage: 'Try again' },
});

const byStatus: Readonly<Record<number, MessageDescriptor>> = {
  0: errorMessages.noConnection,
  400: errorMessages.badRequest,
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  408: errorMessages.noConnection,
  // An Idempotency-Key sent again with other data: the server says it with the 400 text.
  422: errorMessages.badRequest,
  500: errorMessages.unexpected,
};

/**
 * The catalogue message of a failed call, to show in the user's language: a network failure
 * (status 0) reads as 408, any status outside the catalogue as 500.
 */
export function errorMessageFor(error: Pick<ApiError, 'status'>): MessageDescriptor {
  return byStatus[error.status] ?? errorMessages.unexpected;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** fetchBaseQuery's failures without an HTTP answer: the server could not be reached in time. */
const networkFailures: readonly unknown[] = ['FETCH_ERROR', 'TIMEOUT_ERROR'];

/**
 * The HTTP status of a failed RTK Query call, 0 for a network failure, or undefined when it
 * failed otherwise (an answer that could not be read, an exception in the app).
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  if (networkFailures.includes(error.status)) return 0;
  // fetchBaseQuery reports an unparsable error body as PARSING_ERROR with the original status.
  if (typeof error.originalStatus === 'number' && error.originalStatus >= 300) {
    return error.originalStatus;
  }
  return undefined;
}

/**
 * A catalogue message's English text: its source string, or, in the production build, where
 * English is compiled into the code (i18n/englishInCode.ts), the text of its literal parts.
 */
function englishText({ defaultMessage }: MessageDescriptor): string {
  if (typeof defaultMessage === 'string') return defaultMessage;
  // Type 0 is a literal part; the catalogue's messages have no placeholders.
  return (defaultMessage ?? []).map((part) => (part.type === 0 ? part.value : '')).join('');
}

/**
 * Turns whatever an RTK Query call rejected with (fetchBaseQuery's error, a thrown value)
 * into `{ status, message }`: a network failure is status 0 with the 408 message, an unknown
 * status keeps its number with the 500 message, and a call that failed without an HTTP error
 * (an answer that could not be read) is a data fetch failure, status 500.
 */
export function toApiError(error: unknown): ApiError {
  const status = httpStatusOf(error);
  if (status === undefined) {
    return { status: 500, message: englishText(errorMessages.dataFetchFailed) };
  }
  const body = isRecord(error) ? error.data : undefined;
  const serverMessage =
    status !== 0 && isRecord(body) && typeof body.message === 'string' ? body.message : null;
  return { status, message: serverMessage ?? englishText(errorMessageFor({ status })) };
}
