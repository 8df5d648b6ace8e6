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
  // The listing and profile forms' words (labels, hints, checks), and who sees the contact details.
  'form',
  'contactVisibility',
  // The home page's questions and answers, loaded with the sections below its first screen.
  'faq',
  // The refusals' words (apiError.<code>): English shows the API's own message, so only Bangla's
  // catalogue loads them (load-messages.ts).
  'apiError',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** Whether a message id belongs in the module of `namespace` (undefined: the first page's). */
export function belongsTo(id: string, namespace: string | undefined): boolean {
  const own = id.split('.')[0] ?? '';
  return namespace === undefined ? !(LAZY_NAMESPACES as readonly string[]).includes(own) : own === namespace;
}
