// PDFs for stories, written by hand (like the server's demo documents) so that stories need
// no files and no network: A4 pages of Helvetica text lines.

/** One line of text on a page, at the given size in points. */
export interface StoryPdfLine {
  text: string;
  size?: number;
}

const pageWidth = 595; // A4 in points
const pageHeight = 842;
const margin = 56;

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

function pageContent(lines: readonly StoryPdfLine[]): string {
  let y = pageHeight - margin;
  return lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= size * 1.6;
      return `BT /F1 ${size} Tf ${margin} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`;
    })
    .join('\n');
}

/**
 * A valid PDF 1.4 with one A4 page per entry of `pages` (ASCII text only). Byte offsets in the
 * cross-reference table are exact, so pdf.js reads it without repairing it.
 */
export function storyPdf(pages: readonly (readonly StoryPdfLine[])[]): ArrayBuffer {
  const fontId = 3;
  const firstPageId = 4;
  const pageIds = pages.map((_, index) => firstPageId + index * 2);
  const objects = new Map<number, string>([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ],
    [fontId, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
  ]);
  pages.forEach((lines, index) => {
    const pageId = firstPageId + index * 2;
    const stream = pageContent(lines);
    objects.set(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.set(pageId + 1, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id <= objects.size; id += 1) {
    offsets.push(body.length);
    body += `${id} 0 obj\n${objects.get(id)}\nendobj\n`;
  }
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.size + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.size + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  // ASCII only, so one character is one byte.
  return Uint8Array.from(body, (character) => character.charCodeAt(0)).buffer;
}

/** A three-page resume whose pages say which page they are. */
export const threePageResume = storyPdf([
  [
    { text: 'Anna Kowalska', size: 24 },
    { text: 'Senior front-end engineer' },
    { text: 'Summary of qualifications', size: 16 },
    { text: 'Eight years of building accessible web applications with React and TypeScript.' },
  ],
  [
    { text: 'Work experience', size: 16 },
    { text: '2021 - now: Senior front-end engineer, Example Sp. z o.o.' },
    { text: '2017 - 2021: Front-end developer, Sample S.A.' },
  ],
  [
    { text: 'Education', size: 16 },
    { text: '2012 - 2017: Computer science, Warsaw University of Technology' },
  ],
]);

/** Bytes that are not a PDF. */
export const notAPdf = new TextEncoder().encode('This is not a PDF file.').buffer;
