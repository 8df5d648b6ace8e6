/**
 * The keyboard's focus ring of buttonClass, drawn on an element for a control inside it: a label
 * that stands for its visually hidden file input or radio button shows where the focus is.
 */
export const innerFocusRing =
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700';
