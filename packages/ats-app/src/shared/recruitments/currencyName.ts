/** A currency as the server lists it: its ISO 4217 code and its (English) catalogue name. */
export interface NamedCurrency {
  id: string;
  name: string;
}

/**
 * The one name of a currency wherever it shows (the recruitment form's choices, the
 * recruitment's details, the job offer): the browser's name for the code in the interface
 * language (Intl.DisplayNames: "Polish Zloty", "złoty polski"), or the server's name for a code
 * the browser does not know. The server's catalogue has English names only, so it cannot be
 * the source in Polish (issue 26).
 */
export function currencyName(currency: NamedCurrency, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.id);
    // Unknown codes come back unchanged: the server's name says more.
    return name && name !== currency.id ? name : currency.name;
  } catch {
    return currency.name;
  }
}
