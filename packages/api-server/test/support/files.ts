/** The smallest valid PNG (1 x 1, transparent). */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny PDF: the magic bytes a sniffer looks for, and an end-of-file marker. */
export const pdfBytes = Buffer.from('%PDF-1.4\n% a test resume\n%%EOF\n', 'latin1');
