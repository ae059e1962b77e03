import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsvRecords } from '../../../src/features/imports/csv.ts';
import { sourceOfWord, suggestMapping } from '../../../src/features/imports/mapping.ts';

async function records(bytes: Buffer | string, chunkSize = 7) {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  // Small chunks: a record, a quote or a multi-byte letter cut between chunks must not matter.
  const chunks: Buffer[] = [];
  for (let start = 0; start < buffer.length; start += chunkSize) {
    chunks.push(buffer.subarray(start, start + chunkSize));
  }
  const read = [];
  for await (const record of readCsvRecords(Readable.from(chunks))) read.push(record);
  return read;
}

describe('reading an import CSV', () => {
  it('reads UTF-8 with a byte order mark and Polish letters', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const read = await records(
      Buffer.concat([bom, Buffer.from('Imię,Nazwisko,E-mail\r\nŁucja,Żółć,lucja@example.com\r\n')]),
    );
    expect(read).toEqual([
      { rowNumber: 1, values: ['Imię', 'Nazwisko', 'E-mail'] },
      { rowNumber: 2, values: ['Łucja', 'Żółć', 'lucja@example.com'] },
    ]);
  });

  it('finds the semicolon from the header line, as Excel in Polish writes it', async () => {
    const read = await records('Imię;Nazwisko;Email\nJan;Kowalski, junior;jan@example.com\n');
    expect(read[1]?.values).toEqual(['Jan', 'Kowalski, junior', 'jan@example.com']);
    expect(detectDelimiter('a;b;"c,d,e"')).toBe(';');
    expect(detectDelimiter('a,b;c,d')).toBe(',');
  });

  it('keeps line breaks and doubled quotes inside quoted fields, counting spreadsheet rows', async () => {
    const read = await records(
      'Name,Email,Notes\n"Anna Nowak",anna@example.com,"Line one\nline ""two"""\n\nJan Nowak,jan@example.com,\n',
    );
    expect(read).toEqual([
      { rowNumber: 1, values: ['Name', 'Email', 'Notes'] },
      { rowNumber: 2, values: ['Anna Nowak', 'anna@example.com', 'Line one\nline "two"'] },
      // The empty line is row 3 of the spreadsheet: skipped, its number kept.
      { rowNumber: 4, values: ['Jan Nowak', 'jan@example.com', ''] },
    ]);
  });

  it('refuses bytes that are not UTF-8, and an unclosed quote, with 400 on the file', async () => {
    await expect(
      records(Buffer.from([0x41, 0x2c, 0x42, 0x0a, 0xff, 0xfe, 0x0a])),
    ).rejects.toMatchObject({ statusCode: 400, field: 'file' });
    await expect(records('a,b\n"open,b\n')).rejects.toMatchObject({
      statusCode: 400,
      field: 'file',
    });
  });

  it('refuses over 100 columns', async () => {
    const header = Array.from({ length: 101 }, (_, index) => `c${index}`).join(',');
    await expect(records(`${header}\n`)).rejects.toMatchObject({ statusCode: 400, field: 'file' });
  });
});

describe('suggesting a mapping from the headers', () => {
  it('knows English and Polish headers, any case and marks', () => {
    expect(
      suggestMapping([
        'Imię',
        'NAZWISKO',
        'Adres e-mail',
        'Telefon',
        'Źródło',
        'CV',
        'Notatki',
        'Inne',
      ]),
    ).toEqual([
      { column: 0, field: 'firstName' },
      { column: 1, field: 'lastName' },
      { column: 2, field: 'email' },
      { column: 3, field: 'phoneNumber' },
      { column: 4, field: 'source' },
      { column: 5, field: 'resumeFileName' },
      { column: 6, field: 'note' },
    ]);
    expect(suggestMapping(['Name', 'E-mail', 'Phone', 'Resume', 'Notes', 'Email'])).toEqual([
      { column: 0, field: 'fullName' },
      { column: 1, field: 'email' },
      { column: 2, field: 'phoneNumber' },
      { column: 3, field: 'resumeFileName' },
      { column: 4, field: 'note' },
    ]);
    expect(suggestMapping(['First name', 'Last name', 'Imię i nazwisko', 'Email'])).toEqual([
      { column: 0, field: 'firstName' },
      { column: 1, field: 'lastName' },
      { column: 3, field: 'email' },
    ]);
  });

  it('reads source words in English and Polish', () => {
    expect(sourceOfWord('Referral')).toBe('referral');
    expect(sourceOfWord('polecenie')).toBe('referral');
    expect(sourceOfWord('Agencja')).toBe('agency');
    expect(sourceOfWord('Wydarzenie')).toBe('event');
    expect(sourceOfWord('LinkedIn')).toBeNull();
  });
});
