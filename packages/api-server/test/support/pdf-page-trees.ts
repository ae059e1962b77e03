/**
 * PDFs written by hand, object by object, with a correct cross-reference table: page trees
 * that pdf-lib would never write (bombs, cycles, broken references) for the page-tree tests.
 */

/** A PDF whose object n (from 1) is `objects[n - 1]`; object 1 is the catalog (the /Root). */
export function pdfOfObjects(objects: readonly string[]): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`);
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  // latin1: one byte per character, so the offsets above are byte offsets.
  return Buffer.from(body, 'latin1');
}

/** A /Kids array of references to these objects, in this order (repeats allowed). */
export function kids(...objectNumbers: readonly number[]): string {
  return `[${objectNumbers.map((number) => `${number} 0 R`).join(' ')}]`;
}

/** A page leaf whose parent is object `parent`. */
export function pageLeaf(parent: number): string {
  return `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 595 842] >>`;
}

/**
 * The page-tree bomb of issue 24: each of `levels` /Pages nodes lists the next node `fanOut`
 * times, the last one lists one page `fanOut` times: fanOut^levels pages (100,000 by default)
 * in about 1 KB. Objects: 1 catalog, 2 .. levels + 1 the /Pages nodes, levels + 2 the page.
 */
export function pageTreeBomb({ levels = 5, fanOut = 10 } = {}): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < levels; level++) {
    const self = level + 2;
    const parent = level === 0 ? '' : ` /Parent ${self - 1} 0 R`;
    const next = Array.from({ length: fanOut }, () => self + 1);
    const count = fanOut ** (levels - level);
    objects.push(`<< /Type /Pages${parent} /Kids ${kids(...next)} /Count ${count} >>`);
  }
  objects.push(pageLeaf(levels + 1));
  return pdfOfObjects(objects);
}

/**
 * A PDF of `pages` distinct pages, each with `annotations` distinct annotation objects: within
 * the page budget, yet a merge long enough to measure (pdf-lib copies every object in one go).
 */
export function pagesWithAnnotations(pages: number, annotations: number): Buffer {
  const leaves = Array.from({ length: pages }, (_, index) => 3 + index * (annotations + 1));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids ${kids(...leaves)} /Count ${pages} >>`,
  ];
  for (const leaf of leaves) {
    const annots = Array.from({ length: annotations }, (_, index) => leaf + 1 + index);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots ${kids(...annots)} >>`,
    );
    for (const annot of annots) {
      objects.push(`<< /Type /Annot /Subtype /Text /Rect [0 0 10 ${annot}] >>`);
    }
  }
  return pdfOfObjects(objects);
}
