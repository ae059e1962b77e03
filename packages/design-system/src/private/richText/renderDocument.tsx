import type { DOMOutputSpec, Mark, Node } from 'prosemirror-model';
import { createElement, type ReactNode } from 'react';

/**
 * A document as React elements, from the schema's own `toDOM` specs: the read-only view
 * needs no editor, and it writes text only as text (never as HTML).
 */
export function renderDocument(doc: Node): ReactNode[] {
  const children: ReactNode[] = [];
  doc.forEach((child, _offset, index) => {
    children.push(renderNode(child, String(index)));
  });
  return children;
}

function renderNode(node: Node, key: string): ReactNode {
  if (node.isText) return renderMarks(node.text ?? '', node.marks, key);
  const toDOM = node.type.spec.toDOM;
  const content: ReactNode[] = [];
  node.forEach((child, _offset, index) => {
    content.push(renderNode(child, `${key}.${index}`));
  });
  if (!toDOM) return content;
  return fromSpec(toDOM(node), content, key);
}

function renderMarks(text: string, marks: readonly Mark[], key: string): ReactNode {
  // The outermost mark wraps the others, as in the editor.
  return marks.reduceRight<ReactNode>((inner, mark, index) => {
    const toDOM = mark.type.spec.toDOM;
    return toDOM ? fromSpec(toDOM(mark, true), [inner], `${key}m${index}`) : inner;
  }, text);
}

/** One DOMOutputSpec (`['p', attrs?, 0]`) as a React element; `0` is where the content goes. */
function fromSpec(spec: DOMOutputSpec, content: ReactNode[], key: string): ReactNode {
  if (typeof spec === 'string') return spec;
  if (!Array.isArray(spec))
    throw new Error('Rich text: the schema renders a DOM node, not a spec.');
  const [tag, ...rest] = spec as readonly [string, ...unknown[]];
  const first = rest[0];
  const hasAttributes = first !== null && typeof first === 'object' && !Array.isArray(first);
  const attributes = hasAttributes ? (first as Record<string, unknown>) : {};
  const children = (hasAttributes ? rest.slice(1) : rest).flatMap((child, index) =>
    child === 0 ? content : [fromSpec(child as DOMOutputSpec, content, `${key}.${index}`)],
  );
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) continue;
    props[name === 'class' ? 'className' : name] = value;
  }
  return createElement(tag, props, ...(children.length > 0 ? children : []));
}
