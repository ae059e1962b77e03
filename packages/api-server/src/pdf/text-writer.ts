import {
  PageSizes,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { pdfSafeText } from './pdf-safe-text.ts';

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = 56;
/** Kept free at the bottom of every page for its footer. */
const footerSpace = 20;
const contentWidth = pageWidth - 2 * margin;
const lineSpacing = 1.35;

const colors = {
  text: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.4, 0.4, 0.4),
};

export type FontStyle = 'regular' | 'bold' | 'italic';

export interface TextStyle {
  /** Font size in points; 10 by default. */
  size?: number;
  style?: FontStyle;
  color?: keyof typeof colors;
  /** Distance from the left margin, in points. */
  indent?: number;
  /** Extra space above the text, in points (dropped at the top of a page). */
  spaceBefore?: number;
}

/**
 * Writes flowing text onto A4 pages of a PDF: lines wrapped to the page width, a new page
 * when one is full. Uses the standard Helvetica fonts, which only encode WinAnsi (Latin-1
 * and some punctuation): other characters are transliterated by `pdfSafeText` ('ł' -> 'l').
 */
export class PdfTextWriter {
  /** The pages this writer added, in order. */
  readonly pages: PDFPage[] = [];
  private page: PDFPage | null = null;
  /** Top of the next line on the current page. */
  private y = 0;

  private constructor(
    readonly document: PDFDocument,
    private readonly fonts: Readonly<Record<FontStyle, PDFFont>>,
    private readonly encodable: ReadonlySet<number>,
  ) {}

  static async create(document: PDFDocument): Promise<PdfTextWriter> {
    const fonts = {
      regular: await document.embedFont(StandardFonts.Helvetica),
      bold: await document.embedFont(StandardFonts.HelveticaBold),
      italic: await document.embedFont(StandardFonts.HelveticaOblique),
    };
    // The three share one encoding (WinAnsi), hence one character set.
    return new PdfTextWriter(document, fonts, new Set(fonts.regular.getCharacterSet()));
  }

  /** Text wrapped to the page width; each `\n` starts a new line. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = this.fonts[style.style ?? 'regular'];
    const indent = style.indent ?? 0;
    const lines = wrapLines(this.encodableText(text), font, size, contentWidth - indent);
    this.space(style.spaceBefore ?? 0);
    for (const line of lines) {
      const top = this.lineTop(size * lineSpacing);
      if (line !== '') {
        this.currentPage().drawText(line, {
          x: margin + indent,
          y: top - size,
          size,
          font,
          color: colors[style.color ?? 'text'],
        });
      }
    }
  }

  /**
   * A label and its value side by side: the label in bold in a column of `labelWidth`
   * points, the value wrapped in the rest of the line.
   */
  labelledValue(
    label: string,
    value: string,
    options: {
      labelWidth: number;
      indent?: number;
      valueStyle?: FontStyle;
      valueColor?: keyof typeof colors;
    },
  ): void {
    const size = 10;
    const indent = options.indent ?? 0;
    const labelFont = this.fonts.bold;
    const valueFont = this.fonts[options.valueStyle ?? 'regular'];
    const labelLines = wrapLines(
      this.encodableText(label),
      labelFont,
      size,
      options.labelWidth - 8,
    );
    const valueLines = wrapLines(
      this.encodableText(value),
      valueFont,
      size,
      contentWidth - indent - options.labelWidth,
    );
    const lineHeight = size * lineSpacing;
    for (let index = 0; index < Math.max(labelLines.length, valueLines.length); index += 1) {
      const top = this.lineTop(lineHeight);
      const page = this.currentPage();
      const labelLine = labelLines[index];
      const valueLine = valueLines[index];
      if (labelLine) {
        page.drawText(labelLine, {
          x: margin + indent,
          y: top - size,
          size,
          font: labelFont,
          color: colors.text,
        });
      }
      if (valueLine) {
        page.drawText(valueLine, {
          x: margin + indent + options.labelWidth,
          y: top - size,
          size,
          font: valueFont,
          color: colors[options.valueColor ?? 'text'],
        });
      }
    }
  }

  /** Vertical space; none at the top of a page. */
  space(points: number): void {
    if (!this.page || this.y >= pageHeight - margin) return;
    this.y -= points;
  }

  /** Starts a new page unless `points` of height still fit on this one (keeps a label with its value). */
  keepTogether(points: number): void {
    if (!this.page || this.y - points < margin + footerSpace) this.addPage();
  }

  /** Starts a new page (the first one too). */
  addPage(): void {
    this.page = this.document.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = pageHeight - margin;
  }

  /** A small line at the foot of every page this writer added, e.g. "page 2 of 3". */
  addFooters(text: (page: number, count: number) => string): void {
    const size = 8;
    this.pages.forEach((page, index) => {
      const line = this.encodableText(text(index + 1, this.pages.length)).replace(/\n/g, ' ');
      const font = this.fonts.regular;
      const fitted = wrapLines(line, font, size, contentWidth)[0] ?? '';
      page.drawText(fitted, { x: margin, y: margin - 2 * size, size, font, color: colors.muted });
    });
  }

  private currentPage(): PDFPage {
    if (!this.page) this.addPage();
    return this.page as PDFPage;
  }

  /** Reserves a line of `height`, on a new page when this one is full; returns its top. */
  private lineTop(height: number): number {
    if (!this.page || this.y - height < margin + footerSpace) this.addPage();
    const top = this.y;
    this.y -= height;
    return top;
  }

  /**
   * What the standard fonts can draw: line breaks kept, other white space a plain space,
   * control characters dropped, characters outside WinAnsi transliterated.
   */
  private encodableText(text: string): string {
    const cleaned = text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n]/g, ' ')
      // Control and format characters (zero-width spaces, direction marks) but line breaks.
      .replace(/(?!\n)[\p{Cc}\p{Cf}]/gu, '');
    let result = '';
    for (const character of cleaned) {
      const codePoint = character.codePointAt(0) ?? 0;
      result +=
        character === '\n' || this.encodable.has(codePoint) ? character : pdfSafeText(character);
    }
    return result;
  }
}

/**
 * Lines of at most `width` points: words joined greedily, a word wider than a line (a long
 * link) cut where it must be; an empty paragraph is an empty line.
 */
function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(joined, size) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      const pieces = cutToWidth(word, font, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}

/** A word cut into pieces that each fit `width` (the last may be shorter). */
function cutToWidth(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const character of word) {
    const characterWidth = font.widthOfTextAtSize(character, size);
    if (piece && pieceWidth + characterWidth > width) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += characterWidth;
  }
  pieces.push(piece);
  return pieces;
}
