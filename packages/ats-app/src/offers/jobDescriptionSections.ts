/**
 * Splits a job description (ProseMirror document JSON, as RichTextEditor writes it) at the
 * headings the offer page names with the spec's labels: responsibilities, qualifications and
 * bonus points (part 1 §1). Descriptions head those parts in their own words, English or
 * Polish; the page replaces such a heading with the label in the reader's language.
 */

/** A part of a job description that the offer page heads with a label of its own. */
export type JobDescriptionSectionKind = 'responsibilities' | 'qualifications' | 'bonusPoints';

export interface JobDescriptionSection {
  kind: JobDescriptionSectionKind;
  /** The section's content without its heading, as rich text (document JSON). */
  content: string;
}

export interface JobDescriptionParts {
  /** What comes before the first known heading (the whole text without one); null if nothing. */
  introduction: string | null;
  /** The known sections in the order they appear. */
  sections: JobDescriptionSection[];
}

/** The headings the demo's descriptions use, English and Polish (lower case, no colon). */
const knownHeadings: Readonly<Record<string, JobDescriptionSectionKind>> = {
  responsibilities: 'responsibilities',
  'zakres obowiązków': 'responsibilities',
  qualifications: 'qualifications',
  wymagania: 'qualifications',
  'bonus points': 'bonusPoints',
  'mile widziane': 'bonusPoints',
};

interface DocumentNode {
  type?: unknown;
  text?: unknown;
  content?: unknown;
}

function isNode(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null;
}

function textOf(node: DocumentNode): string {
  if (typeof node.text === 'string') return node.text;
  return Array.isArray(node.content) ? node.content.filter(isNode).map(textOf).join('') : '';
}

/** The kind of section a top-level node starts, if it is one of the known headings. */
function sectionStartedBy(node: unknown): JobDescriptionSectionKind | undefined {
  if (!isNode(node) || node.type !== 'heading') return undefined;
  const words = textOf(node).trim().replace(/\s+/g, ' ').replace(/:$/, '').trim();
  return knownHeadings[words.toLowerCase()];
}

const asDocument = (content: unknown[]) => JSON.stringify({ type: 'doc', content });

/**
 * The description's introduction and its known sections. Anything the function does not
 * recognise stays as it is: other headings stay in the text, and a value that is not a
 * document is all introduction (RichTextView decides how to show it).
 */
export function splitJobDescription(value: string): JobDescriptionParts {
  let document: unknown;
  try {
    document = JSON.parse(value);
  } catch {
    return { introduction: value.trim() === '' ? null : value, sections: [] };
  }
  if (!isNode(document) || document.type !== 'doc' || !Array.isArray(document.content)) {
    return { introduction: value, sections: [] };
  }
  const introduction: unknown[] = [];
  const sections: { kind: JobDescriptionSectionKind; nodes: unknown[] }[] = [];
  for (const node of document.content) {
    const kind = sectionStartedBy(node);
    if (kind) sections.push({ kind, nodes: [] });
    else (sections.at(-1)?.nodes ?? introduction).push(node);
  }
  return {
    introduction: introduction.length > 0 ? asDocument(introduction) : null,
    sections: sections.map(({ kind, nodes }) => ({ kind, content: asDocument(nodes) })),
  };
}
