/**
 * The e-mail addresses the API takes (the contract's `format: email`): a local part of the
 * usual characters and dot-separated words, `@`, and a domain with at least one dot
 * (`name@example.com`, never `name@example`). The server validates with this rule, and the
 * forms check with it too, so the browser and the server never disagree. It is ajv-formats'
 * "full" e-mail rule, which the server used before.
 */
const emailAddressPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Whether the text (as sent: trim it first) is an e-mail address the API takes. */
export function isEmailAddress(text: string): boolean {
  return emailAddressPattern.test(text);
}
