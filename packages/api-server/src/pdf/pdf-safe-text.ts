/**
 * Text for the standard Type 1 fonts, which cover only Latin-1 (WinAnsi): Polish letters lose
 * their diacritics ('Łódź' -> 'Lodz'), typographic punctuation becomes ASCII, anything else
 * outside printable ASCII becomes '?'. The demo's hand-written PDFs and the generated
 * application PDFs both use it (no Unicode font can be embedded without @pdf-lib/fontkit).
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
    .replace(/[^\x20-\x7e]/gu, '?');
}
