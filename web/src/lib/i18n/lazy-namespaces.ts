/**
 * Message namespaces (the part of an id before the first dot) that stay out of the first
 * page's catalogue: long texts of one screen, loaded with that screen (`loadNamespace` in
 * its route's loader). The catalogue files stay one per language; the build splits them
 * (vite.config.ts). A new screen with many words adds its namespace here.
 */
export const LAZY_NAMESPACES = [
  'terms',
  'privacy',
  'auth',
  'authError',
  'profile',
  'photoForm',
  'messages',
  // Trust and safety: the /safety page, the moderators' screen, and the texts of the report
  // dialog, the verification notice and 'Still available?', which only some people ever see.
  'safety',
  'admin',
  'trust',
  // The listing and profile forms' words (labels, hints, checks), and who sees the contact details,
  // and the words around the listing form on its two screens, Add and Update.
  'form',
  'contactVisibility',
  'add',
  'update',
  // The home page's questions and answers, loaded with the sections below its first screen.
  'faq',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/**
 * Namespaces that English never shows: the refusals' words (`apiError.<code>`), since in English
 * the app shows the API's own message (`apiErrorText()`). English's first page part leaves them
 * out; every other language keeps them in its own.
 */
export const TRANSLATION_ONLY_NAMESPACES = ['apiError'] as const;

/**
 * Whether a message id belongs in the module of `namespace` (undefined: the first page's) of
 * the catalogue of `locale`.
 */
export function belongsTo(id: string, namespace: string | undefined, locale?: string): boolean {
  const own = id.split('.')[0] ?? '';
  if (namespace !== undefined) return own === namespace;
  if (locale === 'en' && (TRANSLATION_ONLY_NAMESPACES as readonly string[]).includes(own)) return false;
  return !(LAZY_NAMESPACES as readonly string[]).includes(own);
}
