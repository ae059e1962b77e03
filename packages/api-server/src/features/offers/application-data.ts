import { loadContract } from '../../contract/document.ts';
import {
  componentSchema,
  contractAjv,
  unstorableTextAt,
  unstorableTextMessage,
  type Validator,
} from '../../contract/validation.ts';
import { badRequest } from '../../errors.ts';
import type { JobApplicationData } from './application-rules.ts';

let checker: { ajv: ReturnType<typeof contractAjv>; validate: Validator } | undefined;

/** Compiled once, on first use, in the Ajv the routes share (it takes a moment to build). */
function applicationChecker() {
  if (!checker) {
    const ajv = contractAjv(loadContract(), { coerce: false });
    checker = { ajv, validate: ajv.compile(componentSchema('JobApplicationData')) };
  }
  return checker;
}

/**
 * The `application` part checked against the contract's JobApplicationData (the multipart
 * body has no route schema: it is streamed); anything else is the catalogue's 400.
 */
export function checkApplicationData(value: unknown): JobApplicationData {
  const { ajv, validate } = applicationChecker();
  if (!validate(value)) {
    throw badRequest(
      `application part: ${ajv.errorsText(validate.errors)}`,
      personalDataField(validate.errors?.[0]?.instancePath),
    );
  }
  const unstorable = unstorableTextAt(value);
  if (unstorable !== null) {
    throw badRequest(`application part: ${unstorable} ${unstorableTextMessage}`);
  }
  return value as JobApplicationData;
}

/** The `application` part's text parsed as JSON and checked; 400 when it is not. */
export function parseApplicationData(text: string): JobApplicationData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('application part is not JSON');
  }
  return checkApplicationData(value);
}

/** `personalData.email` for an error at `/personalData/email`; nothing for other places. */
function personalDataField(instancePath: string | undefined): string | undefined {
  const field = /^\/personalData\/([A-Za-z]+)$/.exec(instancePath ?? '')?.[1];
  return field ? `personalData.${field}` : undefined;
}
