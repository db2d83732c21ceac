/** Reads the file chosen in an <input type=file>, resetting the input so the same file can be chosen again. */
export async function takeChosenFile(event: Event): Promise<{ fileName: string; content: string } | null> {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  if (!file) return null;
  try {
    return { fileName: file.name, content: await file.text() };
  } finally {
    input.value = '';
  }
}

/** Hands a generated text file to the browser's download machinery. */
export function saveTextFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: the download has to start reading the blob first.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Numbers in the UI's language (setUiLocale sets the page's lang): "1,683", "1.683", "1 683". */
const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatNumber(n: number): string {
  const lang = document.documentElement.lang || 'en';
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(n);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
