/** The brand name: the same in every language (docs/product.md, "Languages"). */
export const BRAND_NAME = 'Roommate Finder';

/**
 * The product's mark and name, as in the navigation bar and the footer. With
 * `nameOnlyForScreenReadersWhenNarrow`, on a screen narrower than 360 px (down to 320, the width
 * WCAG's reflow asks a page to fit), the mark alone, the name staying for screen readers: with the
 * menu button and the Login button beside it, the name would push the bar past the screen's edge.
 */
export function BrandLogo({
  tone = 'dark',
  nameOnlyForScreenReadersWhenNarrow = false,
}: {
  tone?: 'dark' | 'light';
  nameOnlyForScreenReadersWhenNarrow?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="32" height="32" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0f766e' : '#fbbf24'} />
        <path
          d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z"
          fill={tone === 'dark' ? '#fff' : '#134e4a'}
        />
      </svg>
      {/* The brand name is the same in every language: not for translating. */}
      <span
        translate="no"
        className={`text-base font-extrabold tracking-tight whitespace-nowrap sm:text-lg ${tone === 'dark' ? 'text-teal-900' : 'text-white'}${nameOnlyForScreenReadersWhenNarrow ? ' max-[22.5rem]:sr-only' : ''}`}
      >
        {BRAND_NAME}
      </span>
    </span>
  );
}
