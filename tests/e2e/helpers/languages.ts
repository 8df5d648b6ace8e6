/** The two languages a browser may prefer, as the page names them in `<html lang>`. */
export const BROWSER_LANGUAGES = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'bn-BD', lang: 'bn' },
] as const;
