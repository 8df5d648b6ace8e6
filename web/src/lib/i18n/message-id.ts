import type english from './messages/en.json';

/** Every message of the catalogues (messages/en.json, messages/bn.json): a typo in an id fails typecheck. */
export type MessageId = keyof typeof english;

declare global {
  // react-intl reads its message ids' type from here, so formatMessage({ id }) is checked too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
