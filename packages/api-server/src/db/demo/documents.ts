// The files of the demo data, written by hand so that no PDF or image library is needed:
// one-page PDFs (resumes, cover letters, attachments) and SVG portraits.

export interface PdfLine {
  text: string;
  /** Font size in points (10 by default). */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  spaceBefore?: number;
}

const pageWidth = 595; // A4 in points
const pageHeight = 842;
const margin = 56;

/**
 * Text for the standard Type 1 fonts, which cover only Latin-1 (WinAnsi): Polish letters lose
 * their diacritics ('Łódź' -> 'Lodz'), typographic punctuation becomes ASCII.
 */
export function pdfSafeText(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[‘’]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

function pdfString(text: string): string {
  return `(${pdfSafeText(text).replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/** Splits text into lines of at most `width` characters at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/**
 * A valid one-page A4 PDF 1.4 with the given lines in Helvetica (lines below the bottom
 * margin are dropped). Byte offsets in the cross-reference table are exact.
 */
export function buildPdf(options: {
  title: string;
  lines: readonly PdfLine[];
  created: Date;
}): Buffer {
  const commands: string[] = [];
  let y = pageHeight - margin;
  for (const line of options.lines) {
    const size = line.size ?? 10;
    y -= (line.spaceBefore ?? 0) + size * 1.35;
    if (y < margin) break;
    commands.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${margin} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  const stream = commands.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(options.title)} /Producer (ATS demo data) /CreationDate (${pdfDate(options.created)}) >>`,
  ];

  // Everything is Latin-1, so string length equals byte length.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Paragraph text as PDF lines wrapped to the page width at 10 pt. */
export function paragraphLines(text: string, options: { spaceBefore?: number } = {}): PdfLine[] {
  return wrapText(text, 95).map((line, index) => ({
    text: line,
    ...(index === 0 && options.spaceBefore ? { spaceBefore: options.spaceBefore } : {}),
  }));
}

/** A head-and-shoulders silhouette on a coloured background, 160 x 160. */
export function portraitSvg(colors: {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
}): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="${colors.background}"/>` +
      `<path d="M22 160c0-36 26-58 58-58s58 22 58 58z" fill="${colors.shirt}"/>` +
      `<rect x="70" y="86" width="20" height="22" fill="${colors.skin}"/>` +
      `<circle cx="80" cy="64" r="30" fill="${colors.skin}"/>` +
      `<path d="M50 62c0-22 13-34 30-34s30 12 30 34c-6-10-16-16-30-16s-24 6-30 16z" fill="${colors.hair}"/>` +
      `</svg>`,
    'utf8',
  );
}
