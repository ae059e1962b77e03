/** How long a saved file's object URL lives: long enough for the browser to start saving. */
const objectUrlLifetime = 60_000;

/** Hands a file to the browser's download, as if a link with `download` had been followed. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetime);
}
