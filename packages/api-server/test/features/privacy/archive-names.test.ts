import { describe, expect, it } from 'vitest';
import { archiveFileName } from '../../../src/features/privacy/archive-names.ts';

describe('file names in the export archive', () => {
  it('keeps a plain name, numbered', () => {
    expect(archiveFileName('Zofia Kowalczyk CV.pdf', 1)).toBe('01-Zofia Kowalczyk CV.pdf');
    expect(archiveFileName('życiorys.pdf', 12)).toBe('12-życiorys.pdf');
  });

  it('never makes a path, a hidden file or a name Windows refuses', () => {
    expect(archiveFileName('../../etc/passwd', 1)).toBe('01-_.._etc_passwd');
    expect(archiveFileName('C:\\Users\\me\\cv.pdf', 2)).toBe('02-C__Users_me_cv.pdf');
    expect(archiveFileName('a*b?c"d<e>f|g.txt', 3)).toBe('03-a_b_c_d_e_f_g.txt');
    expect(archiveFileName('.bashrc', 4)).toBe('04-bashrc');
    expect(archiveFileName('CON', 5)).toBe('05-CON');
    expect(archiveFileName('cv.pdf. ', 6)).toBe('06-cv.pdf');
  });

  it('drops control and bidirectional-formatting characters', () => {
    expect(archiveFileName('cv\u0000\n.pdf', 1)).toBe('01-cv.pdf');
    // "cv\u202Efdp.exe" would show as "cvexe.pdf".
    expect(archiveFileName('cv\u202Efdp.exe', 1)).toBe('01-cvfdp.exe');
  });

  it('names an empty name "file"', () => {
    expect(archiveFileName('', 1)).toBe('01-file');
    expect(archiveFileName(' ... ', 2)).toBe('02-file');
  });

  it('shortens long names to 100 characters, keeping the extension', () => {
    const name = archiveFileName(`${'ą'.repeat(300)}.pdf`, 1);
    expect(name).toBe(`01-${'ą'.repeat(96)}.pdf`);
    expect(Array.from(archiveFileName('x'.repeat(300), 1))).toHaveLength(103);
  });
});
