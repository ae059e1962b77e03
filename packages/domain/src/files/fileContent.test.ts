import { describe, expect, it } from 'vitest';
import { isUtf8Text, sniffFileType, sniffHeadBytes, typeByMagic } from './fileContent.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => bytes(...[...text].map((character) => character.charCodeAt(0)));

describe('an application file by its content', () => {
  it('is a PDF, JPEG or PNG by its first bytes, whatever its name', () => {
    expect(sniffFileType(ascii('%PDF-1.7\n'), 'cv.txt')).toBe('pdf');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.pdf')).toBe('jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x')).toBe('png');
  });

  it('is text when no magic matches and all of it is UTF-8 without NUL', () => {
    expect(sniffFileType(ascii('Just some text, not a PDF'), 'cv.pdf')).toBe('txt');
    expect(sniffFileType(bytes(0x7a, 0xc3, 0xb3, 0xc5, 0x82, 0x74), 'x')).toBe('txt'); // "żółt"
    expect(sniffFileType(bytes(0x61, 0x00, 0x62), 'x')).toBeNull();
    expect(sniffFileType(bytes(), 'x')).toBeNull();
  });

  it('decides the magic by the head only; the text check reads everything', () => {
    const head = new Uint8Array(sniffHeadBytes).fill(0x61);
    const withBadEnd = new Uint8Array([...head, 0xff]);
    expect(typeByMagic(withBadEnd.subarray(0, sniffHeadBytes), 'x')).toBe('txt');
    expect(sniffFileType(withBadEnd, 'x')).toBeNull();
  });

  it('reads UTF-8 as a strict decoder does', () => {
    expect(isUtf8Text(bytes(0xf0, 0x9f, 0x93, 0x84))).toBe(true); // 📄
    expect(isUtf8Text(bytes(0xc0, 0xaf))).toBe(false); // overlong
    expect(isUtf8Text(bytes(0xed, 0xa0, 0x80))).toBe(false); // surrogate
    expect(isUtf8Text(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(false); // above U+10FFFF
    expect(isUtf8Text(bytes(0x61, 0xc3))).toBe(false); // cut
  });
});
