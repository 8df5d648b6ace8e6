import type english from './messages/en.json';

/** Every message of the catalogues (messages/en.json, messages/bn.json): a typo in an id fails typecheck. */
export type MessageId = keyof typeof english;

/** The id of a field's label on screen: `field.<the API's name of the field>` (title, rentAmount, photoURL, …). */
export type FieldLabelId = Extract<MessageId, `field.${string}`>;

/**
 * The catalogue's label of a field the API names (a listing's, a profile's, a message's text):
 * the forms label their inputs with it, and refusals name their field with it, so a form and its
 * error message say the same word. A field without a label fails typecheck.
 */
export const fieldLabel = <F extends string>(field: F & (`field.${F}` extends MessageId ? F : never)) =>
  `field.${field}` as `field.${F}` & FieldLabelId;
