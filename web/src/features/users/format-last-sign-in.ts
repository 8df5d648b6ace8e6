/** docs/product.md, "The users list": the last sign-in as a date in the reader's locale, or 'N/A' when there is none. */
export function formatLastSignIn(value: string | null | undefined, locale?: string): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString(locale);
}
