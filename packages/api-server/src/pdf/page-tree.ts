import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFPageLeaf,
  PDFPageTree,
} from 'pdf-lib';

/**
 * Pages a resume may have. Real resumes have a few pages, long portfolios tens: a thousand is
 * far beyond both, and still merges in about a second. Beyond it, the merged PDF copies pages
 * for as long as the file asks.
 */
export const maxPdfPages = 1000;

/**
 * /Kids entries looked at, pages or not. A tree whose inner nodes have two kids or more has
 * fewer inner nodes than pages, so twice the pages leaves room; it bounds the walk however
 * the entries are spent (a long chain of nodes, or kids that are neither pages nor nodes).
 */
export const maxPageTreeVisits = 2 * maxPdfPages + 100;

export type PageCount = { pages: number; problem?: never } | { problem: string; pages?: never };

/**
 * The distinct pages of a PDF loaded by pdf-lib, counted by walking its page tree (/Pages,
 * /Kids) with our own bounds, never through pdf-lib's getPages or getPageCount: those
 * expand the whole tree, and a 1 KB file whose /Pages nodes each list the next node ten
 * times has 100,000 pages after five levels (issue 24). A node reached twice (listed twice,
 * or in a cycle) is refused outright: a correct tree lists each node once (its one /Parent),
 * so only a broken or hostile file does it. Kids that are neither pages nor nodes (missing
 * objects, other dictionaries) are skipped, as pdf-lib skips them.
 */
export function countPdfPages(
  document: PDFDocument,
  limits: { maxPages: number; maxVisits: number } = {
    maxPages: maxPdfPages,
    maxVisits: maxPageTreeVisits,
  },
): PageCount {
  const { context } = document;
  // pdf-lib loads a file without a catalog (no /Root) too, leaving `catalog` undefined.
  const catalog: unknown = document.catalog;
  if (!(catalog instanceof PDFDict)) return { pages: 0 };
  const root = context.lookup(catalog.get(PDFName.of('Pages')));
  if (!(root instanceof PDFPageTree)) return { pages: 0 };
  const seen = new Set<PDFObject>([root]);
  const nodes: PDFPageTree[] = [root];
  let pages = 0;
  let visits = 0;
  for (let node = nodes.pop(); node; node = nodes.pop()) {
    const kids = context.lookup(node.get(PDFName.of('Kids')));
    if (!(kids instanceof PDFArray)) continue;
    for (let index = 0; index < kids.size(); index++) {
      visits += 1;
      if (visits > limits.maxVisits) {
        return { problem: `its page tree has more than ${limits.maxVisits} entries` };
      }
      const kid = context.lookup(kids.get(index));
      if (!(kid instanceof PDFPageTree || kid instanceof PDFPageLeaf)) continue;
      if (seen.has(kid)) {
        return { problem: 'its page tree reaches a node twice (listed again, or in a cycle)' };
      }
      seen.add(kid);
      if (kid instanceof PDFPageTree) {
        nodes.push(kid);
      } else {
        pages += 1;
        if (pages > limits.maxPages) {
          return { problem: `it has more than ${limits.maxPages} pages` };
        }
      }
    }
  }
  return { pages };
}
