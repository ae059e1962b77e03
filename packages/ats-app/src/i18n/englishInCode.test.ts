import { describe, expect, it } from 'vitest';
import { compileDefaultMessages } from './englishInCode.ts';

const catalogues = {
  extracted: { 'app.hello': 'Hello {name}', 'app.bye': 'Bye' },
  compiled: {
    'app.hello': [
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ],
    'app.bye': [{ type: 0, value: 'Bye' }],
  },
};

describe('English compiled into the code (production build)', () => {
  it('replaces each defaultMessage by its compiled form, leaving the rest of the module', () => {
    const code = [
      'const messages = defineMessages({',
      '  hello: { id: "app.hello", defaultMessage: "Hello {name}", description: "x" },',
      "  bye: { 'id': 'app.bye', defaultMessage: `Bye` },",
      '});',
      'export { messages };',
    ].join('\n');
    const compiled = compileDefaultMessages(code, 'messages.js', catalogues);
    expect(compiled).toBe(
      [
        'const messages = defineMessages({',
        `  hello: { id: "app.hello", defaultMessage: ${JSON.stringify(catalogues.compiled['app.hello'])}, description: "x" },`,
        `  bye: { 'id': 'app.bye', defaultMessage: [{"type":0,"value":"Bye"}] },`,
        '});',
        'export { messages };',
      ].join('\n'),
    );
  });

  it('leaves a module without messages alone', () => {
    expect(compileDefaultMessages('export const id = { id: "x" };', 'a.js', catalogues)).toBeNull();
  });

  it('fails on a text the catalogue does not hold yet (it would ship old English)', () => {
    const code = 'const m = { id: "app.bye", defaultMessage: "Goodbye" };';
    expect(() => compileDefaultMessages(code, 'a.js', catalogues)).toThrow(
      'a.js: "app.bye" differs from src/i18n/messages/en.json',
    );
    const unknown = 'const m = { id: "app.new", defaultMessage: "New" };';
    expect(() => compileDefaultMessages(unknown, 'a.js', catalogues)).toThrow('"app.new" differs');
  });

  it('fails on a message whose id or text is not a plain string', () => {
    const computed = 'const m = { id: "app.bye", defaultMessage: byeText };';
    expect(() => compileDefaultMessages(computed, 'a.js', catalogues)).toThrow('plain strings');
    const dynamicId = 'const m = { id: prefix + ".bye", defaultMessage: "Bye" };';
    expect(() => compileDefaultMessages(dynamicId, 'a.js', catalogues)).toThrow('plain strings');
  });
});
