import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { countPdfPages, maxPageTreeVisits, maxPdfPages } from '../../src/pdf/page-tree.ts';
import { textPdf } from '../features/files/pdf-fixtures.ts';
import { pdfBytes } from '../support/files.ts';
import { kids, pageLeaf, pageTreeBomb, pdfOfObjects } from '../support/pdf-page-trees.ts';

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const load = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false });
const count = async (objects: readonly string[]) =>
  countPdfPages(await load(pdfOfObjects(objects)));

/** A root (object 2) listing `pages` distinct page leaves (objects 3 ...). */
function flatTree(pages: number): string[] {
  const leaves = Array.from({ length: pages }, (_, index) => index + 3);
  return [
    catalog,
    `<< /Type /Pages /Kids ${kids(...leaves)} /Count ${pages} >>`,
    ...leaves.map(() => pageLeaf(2)),
  ];
}

describe('counting the pages of a PDF within bounds', () => {
  it("counts the pages of pdf-lib's own files and of a nested tree", async () => {
    expect(countPdfPages(await load(await textPdf(['One', 'Two', 'Three'])))).toEqual({ pages: 3 });
    // 2: root of [3, 6]; 3: node of [4, 5]; 4, 5, 6: pages.
    const nested = [
      catalog,
      `<< /Type /Pages /Kids ${kids(3, 6)} /Count 3 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids ${kids(4, 5)} /Count 2 >>`,
      pageLeaf(3),
      pageLeaf(3),
      pageLeaf(2),
    ];
    expect(await count(nested)).toEqual({ pages: 3 });
  });

  it(`takes ${maxPdfPages} distinct pages and refuses one more`, async () => {
    expect(await count(flatTree(maxPdfPages))).toEqual({ pages: maxPdfPages });
    expect(await count(flatTree(maxPdfPages + 1))).toEqual({
      problem: `it has more than ${maxPdfPages} pages`,
    });
  });

  it('refuses the 100,000-page bomb of about 1 KB at once, and any node listed twice', async () => {
    const bomb = pageTreeBomb();
    expect(bomb.length).toBeLessThan(1100);
    const document = await load(bomb);
    // What pdf-lib's own page list makes of it.
    expect(document.getPageCount()).toBe(100_000);
    const started = performance.now();
    expect(countPdfPages(await load(bomb))).toEqual({
      problem: 'its page tree reaches a node twice (listed again, or in a cycle)',
    });
    expect(performance.now() - started).toBeLessThan(1000);

    // A flat /Kids of 100,000 references to one page; and one page listed twice by two nodes.
    const flat = await count([
      catalog,
      `<< /Type /Pages /Kids [${'3 0 R '.repeat(100_000)}] /Count 100000 >>`,
      pageLeaf(2),
    ]);
    expect(flat.problem).toMatch(/reaches a node twice/);
    const shared = await count([
      catalog,
      `<< /Type /Pages /Kids ${kids(3, 4)} /Count 2 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids ${kids(5)} /Count 1 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids ${kids(5)} /Count 1 >>`,
      pageLeaf(3),
    ]);
    expect(shared.problem).toMatch(/reaches a node twice/);
  });

  it('refuses cycles: a node listing itself, the root, or its own ancestor', async () => {
    const selfListing = [catalog, `<< /Type /Pages /Kids ${kids(2)} /Count 1 >>`];
    const backToRoot = [
      catalog,
      `<< /Type /Pages /Kids ${kids(3)} /Count 1 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids ${kids(4, 2)} /Count 1 >>`,
      pageLeaf(3),
    ];
    const backToAncestor = [
      catalog,
      `<< /Type /Pages /Kids ${kids(3)} /Count 1 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids ${kids(4)} /Count 1 >>`,
      `<< /Type /Pages /Parent 3 0 R /Kids ${kids(3)} /Count 1 >>`,
    ];
    for (const objects of [selfListing, backToRoot, backToAncestor]) {
      expect((await count(objects)).problem).toMatch(/reaches a node twice/);
    }
  });

  it('skips kids that are missing or no page, and bounds the entries it looks at', async () => {
    // 9 and 10 do not exist; 4 is a dictionary of another type; 5 is a page.
    const broken = [
      catalog,
      `<< /Type /Pages /Kids ${kids(9, 3, 10)} /Count 3 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids ${kids(4, 5)} /Count 2 >>`,
      '<< /Type /Font >>',
      pageLeaf(3),
    ];
    expect(await count(broken)).toEqual({ pages: 1 });
    // No catalog, no page tree, or a root without an array of kids: nothing to count (pdf-lib cannot read
    // them either).
    expect(await count(['<< /Type /Catalog >>'])).toEqual({ pages: 0 });
    expect(countPdfPages(await load(pdfBytes))).toEqual({ pages: 0 });
    expect(await count([catalog, '<< /Type /Pages /Kids 7 /Count 1 >>'])).toEqual({ pages: 0 });
    // 100,000 references to nothing: stopped after the budget of entries, not at the end.
    const missing = Array.from({ length: 100_000 }, (_, index) => index + 1000);
    expect(await count([catalog, `<< /Type /Pages /Kids ${kids(...missing)} /Count 0 >>`])).toEqual(
      { problem: `its page tree has more than ${maxPageTreeVisits} entries` },
    );
  });
});
