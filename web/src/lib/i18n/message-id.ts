import type english from './messages/en.json';

/** Every message of the catalogues (messages/en.json, messages/bn.json): a typo in an id fails typecheck. */
export type MessageId = keyof typeof english;
