import { deflateSync } from 'node:zlib';

/** The smallest valid PNG (1 x 1, transparent). */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny PDF: the magic bytes a sniffer looks for, and an end-of-file marker. */
export const pdfBytes = Buffer.from('%PDF-1.4\n% a test resume\n%%EOF\n', 'latin1');

/**
 * `pdf` with one more object: an object stream (which pdf-lib decodes whole when it loads the
 * file) holding one small object followed by `padding` bytes of spaces, deflated. Written
 * after the header, where pdf-lib's parser reads it like any other object.
 */
export function withObjectStream(
  pdf: Buffer,
  padding: number,
  dictionary = `/Filter /FlateDecode`,
): Buffer {
  const header = '99 0 ';
  const decoded = Buffer.concat([
    Buffer.from(`${header}<< /Padding true >>`, 'latin1'),
    Buffer.alloc(padding, 0x20),
  ]);
  const data = dictionary.includes('FlateDecode') ? deflateSync(decoded) : decoded;
  const object = Buffer.concat([
    Buffer.from(
      `98 0 obj\n<< /Type /ObjStm /N 1 /First ${header.length} ${dictionary} /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  // After the header line and pdf-lib's binary comment line.
  const afterHeader = pdf.indexOf('\n', pdf.indexOf('\n') + 1) + 1;
  return Buffer.concat([pdf.subarray(0, afterHeader), object, pdf.subarray(afterHeader)]);
}
