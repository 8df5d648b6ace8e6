/**
 * The look of the product's data tables (listings, users). From md up, a
 * plain table. On a phone each row becomes a card: every cell a line of the
 * card labelled with its column's name (the cell's data-label), so nothing
 * scrolls sideways or squeezes into a narrow column. The header row stays
 * for screen readers only.
 */
export const tableFrameClass =
  'relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const tableHeadRowGroupClass = 'bg-teal-50 max-md:sr-only';

export const tableHeadClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wider text-teal-900 uppercase';

export const tableRowClass =
  'hover:bg-slate-50 max-md:grid max-md:grid-cols-[5.5rem_1fr] max-md:gap-x-3 max-md:gap-y-1.5 max-md:px-4 max-md:py-4 ' +
  // Off-screen cards are not laid out until scrolled near (docs/architecture.md, "Keeping the first page light").
  'max-md:below-the-fold-card';

const cellBase = 'px-4 py-3 align-top text-sm text-slate-700 max-md:col-span-2 max-md:p-0';

/** A cell that is a labelled line of the card on a phone. */
export const tableCellClass =
  `${cellBase} max-md:grid max-md:grid-cols-subgrid ` +
  'max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wider max-md:before:text-slate-600 ' +
  'max-md:before:uppercase max-md:before:content-[attr(data-label)]';

/** A cell that speaks for itself (a photo with a name, say): the card's full width on a phone, no label. */
export const tableWideCellClass = cellBase;

/** The cell of a row's buttons: on a phone, the buttons on a line of their own, at the right. */
export const tableActionsCellClass = `${cellBase} text-right max-md:flex max-md:justify-end max-md:pt-1`;
