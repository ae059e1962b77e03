import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { tooMuchToDecode } from '../../src/pdf/decoded-size-check.ts';
import { textPdf } from '../features/files/pdf-fixtures.ts';
import { withObjectStream } from '../support/files.ts';

const limit = 1024 * 1024;

describe('the decoded-size check before pdf-lib loads a resume', () => {
  it('passes PDFs whose object and cross-reference streams decode within the limit', async () => {
    const plain = await textPdf(['One page']);
    expect(tooMuchToDecode(plain, limit)).toBeNull();
    // pdf-lib's own output: object streams and a cross-reference stream.
    const document = await PDFDocument.load(plain);
    const compressed = Buffer.from(await document.save({ useObjectStreams: true }));
    expect(compressed.toString('latin1')).toMatch(/\/Type \/ObjStm/);
    expect(tooMuchToDecode(compressed, limit)).toBeNull();
    expect(tooMuchToDecode(withObjectStream(plain, limit / 2), limit)).toBeNull();
  });

  it('refuses an object stream that inflates past the limit, as pdf-lib would load it', async () => {
    const bomb = withObjectStream(await textPdf(['One page']), 2 * limit);
    // Small on disk, and pdf-lib would read it (decoding all of it).
    expect(bomb.length).toBeLessThan(20_000);
    expect((await PDFDocument.load(bomb)).getPageCount()).toBe(1);
    expect(tooMuchToDecode(bomb, limit)).toMatch(/ObjStm streams decode to more than 1048576/);
  });

  it('counts escaped names and unfiltered streams, and refuses filters it cannot bound', async () => {
    const plain = await textPdf(['One page']);
    const escaped = withObjectStream(plain, 2 * limit)
      .toString('latin1')
      .replace('/Type /ObjStm', '/Type /Obj#53tm');
    expect(tooMuchToDecode(Buffer.from(escaped, 'latin1'), limit)).toMatch(/more than/);
    expect(tooMuchToDecode(withObjectStream(plain, 2 * limit, ''), limit)).toMatch(/more than/);
    expect(tooMuchToDecode(withObjectStream(plain, 10, '/Filter /LZWDecode'), limit)).toMatch(
      /filter \/LZWDecode/,
    );
    expect(
      tooMuchToDecode(withObjectStream(plain, 10, '/Filter [/ASCIIHexDecode /FlateDecode]'), limit),
    ).toMatch(/filter \[/);
  });
});
