import { useEffect } from 'react';

/** The longest description search engines show; longer ones are cut there. */
const MAX_LENGTH = 160;

/**
 * The page's `<meta name="description">` while a screen shows: web/index.html
 * holds the site's own (what a visitor without JavaScript and the home page
 * get), and a screen with a better one puts it there and gives the old one
 * back when it goes, so the head never holds two.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const text = description.replace(/\s+/g, ' ').trim();
    // An empty description would be worse than the site's own.
    if (!meta || !text) return;
    const before = meta.content;
    meta.content = text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
