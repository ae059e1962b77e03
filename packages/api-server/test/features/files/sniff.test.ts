import { sniffFileType as sniffInBrowser } from '@ats/domain';
import { describe, expect, it } from 'vitest';
import {
  FileTypeSniffer,
  sniffHeadBytes,
  sniffFileType as sniffOnServer,
} from '../../../src/features/files/sniff.ts';

/** The server's streaming check, asserting that the form's check (the domain's) agrees. */
function sniffFileType(content: Buffer, name: string) {
  const type = sniffOnServer(content, name);
  expect(sniffInBrowser(new Uint8Array(content), name)).toBe(type);
  return type;
}

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

/** A ZIP's first local file header with `name`, then `data` stored as is. */
function zipStartingWith(name: string, data = '', flags = 0): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, text(name), text(data), Buffer.alloc(64, 0x41)]);
}

describe('recognising a file by its content', () => {
  it.each([
    ['pdf', text('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'x.txt'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'x.pdf'],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'x.jpg'],
    ['webp', Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')]), 'x.png'],
    ['doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), 'x.pdf'],
    ['rtf', text('{\\rtf1\\ansi Hello}'), 'x.pdf'],
    ['txt', text('Zażółć gęślą jaźń\nline two'), 'x.pdf'],
  ])('%s, whatever the name says', (expected, content, name) => {
    expect(sniffFileType(content, name)).toBe(expected);
  });

  it('tells ZIP documents apart by their first entry', () => {
    const odt = zipStartingWith('mimetype', 'application/vnd.oasis.opendocument.text');
    expect(sniffFileType(odt, 'letter.docx')).toBe('odt');
    expect(sniffFileType(zipStartingWith('[Content_Types].xml'), 'letter.odt')).toBe('docx');
    expect(sniffFileType(zipStartingWith('_rels/.rels'), 'letter')).toBe('docx');
    expect(sniffFileType(zipStartingWith('word/document.xml'), 'letter')).toBe('docx');
  });

  it('falls back on the extension only for a ZIP whose first entry says nothing', () => {
    const zip = zipStartingWith('content.xml');
    expect(sniffFileType(zip, 'Letter.DOCX')).toBe('docx');
    expect(sniffFileType(zip, 'letter.odt')).toBe('odt');
    expect(sniffFileType(zip, 'archive.zip')).toBeNull();
    // An OpenDocument template (or a spreadsheet) is not an ODT text.
    const template = zipStartingWith(
      'mimetype',
      'application/vnd.oasis.opendocument.text-template',
    );
    expect(sniffFileType(template, 'x')).toBeNull();
    // Without the ZIP magic the extension means nothing.
    expect(sniffFileType(bytes(0x00, 0x01, 0x02), 'letter.docx')).toBeNull();
  });

  it('refuses empty files, NUL bytes and invalid UTF-8', () => {
    expect(sniffFileType(Buffer.alloc(0), 'x.txt')).toBeNull();
    expect(sniffFileType(text('abc\u0000def'), 'x.txt')).toBeNull();
    expect(sniffFileType(bytes(0x61, 0xff, 0x62), 'x.txt')).toBeNull();
    expect(sniffFileType(bytes(0x61, 0xc3), 'x.txt')).toBeNull(); // cut mid-character
    expect(sniffFileType(bytes(0xed, 0xa0, 0x80), 'x.txt')).toBeNull(); // a lone surrogate
    expect(sniffFileType(bytes(0xc0, 0xaf), 'x.txt')).toBeNull(); // overlong '/'
    expect(sniffFileType(bytes(0xe0, 0x80, 0xaf), 'x.txt')).toBeNull(); // overlong '/'
    expect(sniffFileType(bytes(0xf4, 0x90, 0x80, 0x80), 'x.txt')).toBeNull(); // above U+10FFFF
    expect(sniffFileType(bytes(0xe2, 0x82), 'x.txt')).toBeNull(); // cut 3-byte character
    expect(sniffFileType(text('CV 📄 ✓ ą'), 'x.txt')).toBe('txt');
    expect(sniffFileType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg')).toBe('txt');
  });

  it('reads text in chunks, even with a character split between two', () => {
    const sniffer = new FileTypeSniffer('notes.txt');
    const content = text(`${'a'.repeat(sniffHeadBytes)}ż and more`);
    const splitAt = sniffHeadBytes + 1; // inside the two bytes of 'ż'
    sniffer.push(content.subarray(0, splitAt));
    expect(sniffer.candidate).toBe('txt');
    sniffer.push(content.subarray(splitAt));
    expect(sniffer.finish()).toBe('txt');
  });

  it('decides by magic bytes once the head is in, so a wrong type is known early', () => {
    const sniffer = new FileTypeSniffer('cv.pdf');
    sniffer.push(bytes(0xff, 0xd8, 0xff));
    expect(sniffer.candidate).toBeUndefined();
    sniffer.push(Buffer.alloc(sniffHeadBytes));
    expect(sniffer.candidate).toBe('jpeg');

    const binary = new FileTypeSniffer('notes.txt');
    binary.push(Buffer.concat([text('plain start'), bytes(0), Buffer.alloc(sniffHeadBytes, 0x61)]));
    expect(binary.candidate).toBeNull();
  });
});
