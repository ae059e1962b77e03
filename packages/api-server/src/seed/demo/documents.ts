// The files of the demo data, written by hand so that no PDF or image library is needed:
// one-page PDFs (resumes, cover letters, attachments) and PNG portraits.
import { deflateSync } from 'node:zlib';
import { pdfSafeText } from '../../pdf/pdf-safe-text.ts';

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

const portraitSize = 96;

/** A colour '#rrggbb' as opaque RGBA bytes. */
function rgba(hex: string): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, 0xff];
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

/** CRC-32 (ISO 3309), as PNG chunks carry it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A head-and-shoulders portrait on a coloured background: a 96 x 96 RGBA PNG, drawn pixel by
 * pixel and deflated with node:zlib (the apply service takes JPEG, PNG and WebP photos only).
 */
export function portraitPng(colors: {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
}): Buffer {
  const background = rgba(colors.background);
  const skin = rgba(colors.skin);
  const hair = rgba(colors.hair);
  const shirt = rgba(colors.shirt);
  const eyes = rgba('#1f1f1f');
  const inCircle = (x: number, y: number, cx: number, cy: number, r: number) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;
  const colourAt = (x: number, y: number) => {
    if (inCircle(x, y, 41.5, 40, 1.8) || inCircle(x, y, 54.5, 40, 1.8)) return eyes;
    if (inCircle(x, y, 48, 38, 18)) {
      // Hair covers the top of the head and comes down a little at the sides.
      const hairline = 29 + Math.abs(x - 48) * 0.35;
      return y < hairline ? hair : skin;
    }
    if (x >= 42 && x <= 54 && y >= 52 && y <= 66) return skin;
    if (y >= 62 && inCircle(x, y, 48, 98, 35)) return shirt;
    return background;
  };

  const rowLength = 1 + portraitSize * 4;
  const raw = Buffer.alloc(rowLength * portraitSize);
  for (let y = 0; y < portraitSize; y += 1) {
    raw[y * rowLength] = 0; // filter type: none
    for (let x = 0; x < portraitSize; x += 1) {
      raw.set(colourAt(x + 0.5, y + 0.5), y * rowLength + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(portraitSize, 0);
  header.writeUInt32BE(portraitSize, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
