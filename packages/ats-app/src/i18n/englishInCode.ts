import { readFileSync } from 'node:fs';
import { type Plugin, parseAst } from 'vite';

/**
 * Build-time only (vite.config.ts): the production bundle carries each English text inside
 * the code that shows it, already compiled, instead of one English catalogue in the entry.
 * Every chunk then brings the texts of its own screens (the login screen needs a few dozen
 * of the app's ~800 messages), and English needs no catalogue: react-intl formats a message
 * missing from the catalogue with its `defaultMessage` when the language is the default one.
 * Dev and tests keep the source strings and the catalogue (they have the ICU parser).
 */

/** The compiled English catalogue (`pnpm i18n:compile`): message id -> ICU AST. */
type CompiledCatalogue = Record<string, unknown>;
/** The extracted English catalogue (`pnpm i18n:extract`): message id -> source text. */
type ExtractedCatalogue = Record<string, string>;

interface Catalogues {
  compiled: CompiledCatalogue;
  extracted: ExtractedCatalogue;
}

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** Every node of a syntax tree, depth first. */
function* nodesOf(node: SyntaxNode): Generator<SyntaxNode> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* nodesOf(child);
    }
  }
}

/** A property's name, whether written `id:` or `'id':`. */
function propertyName(property: SyntaxNode): string | undefined {
  const key = property.key as SyntaxNode;
  if (property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  return typeof key.value === 'string' ? key.value : undefined;
}

/** The text of a string literal, or of a template literal without placeholders. */
function stringValue(node: SyntaxNode): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]?.value.cooked;
  return undefined;
}

/**
 * Replaces the `defaultMessage` of every message descriptor (`{ id: '…', defaultMessage: '…' }`)
 * in a module's JavaScript by its compiled form from the catalogue. Fails when a text differs
 * from the extracted catalogue (it is stale: the build would ship old English) or is not a
 * plain string. Returns null when the module has no descriptor.
 */
export function compileDefaultMessages(
  code: string,
  file: string,
  { compiled, extracted }: Catalogues,
): string | null {
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const node of nodesOf(parseAst(code) as unknown as SyntaxNode)) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = (node.properties as SyntaxNode[]).filter((p) => p.type === 'Property');
    const propertyValue = (name: string) =>
      properties.find((property) => propertyName(property) === name)?.value as
        | SyntaxNode
        | undefined;
    const messageNode = propertyValue('defaultMessage');
    if (messageNode === undefined) continue;
    const idNode = propertyValue('id');
    const id = idNode && stringValue(idNode);
    const source = stringValue(messageNode);
    if (id === undefined || source === undefined) {
      throw new Error(`${file}: a message's id and defaultMessage must be plain strings`);
    }
    if (extracted[id] !== source || compiled[id] === undefined) {
      throw new Error(
        `${file}: "${id}" differs from src/i18n/messages/en.json: run pnpm i18n:extract and pnpm i18n:compile`,
      );
    }
    const text = JSON.stringify(compiled[id]);
    replacements.push({ start: messageNode.start, end: messageNode.end, text });
  }
  if (replacements.length === 0) return null;
  let result = '';
  let copied = 0;
  for (const { start, end, text } of replacements.sort((a, b) => a.start - b.start)) {
    result += code.slice(copied, start) + text;
    copied = end;
  }
  return result + code.slice(copied);
}

const readJson = (relativePath: string): unknown =>
  JSON.parse(readFileSync(new URL(relativePath, import.meta.url), 'utf8'));

/** The Vite plugin: compiled English into the code, and an empty English catalogue. */
export function englishInCode(): Plugin {
  const catalogues: Catalogues = {
    compiled: readJson('./compiled/en.json') as CompiledCatalogue,
    extracted: readJson('./messages/en.json') as ExtractedCatalogue,
  };
  return {
    name: 'ats-english-in-code',
    apply: 'build',
    load: {
      filter: { id: /\/src\/i18n\/compiled\/en\.json$/ },
      // Every English text is in the code that shows it; Polish is laid over these defaults.
      handler: () => '{}',
    },
    transform: {
      // After TypeScript and JSX are compiled away (plugins without `enforce` run after Vite's).
      filter: { id: /\/ats-app\/src\/.*\.tsx?$/, code: 'defaultMessage' },
      handler(code, id) {
        const result = compileDefaultMessages(code, id, catalogues);
        // No new source map: only string literals change, each within its line.
        return result === null ? null : { code: result, map: null };
      },
    },
  };
}
