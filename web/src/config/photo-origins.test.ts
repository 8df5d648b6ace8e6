import { describe, expect, it } from 'vitest';
import { loadablePhoto } from './photo-origins';

describe('loadablePhoto', () => {
  const site = 'https://roommate-finder-bd.web.app';

  it('loads the site’s own photos and Google’s profile photos', () => {
    expect(loadablePhoto('/photos/listings/a/1.webp', site)).toBe('/photos/listings/a/1.webp');
    expect(loadablePhoto(`${site}/avatars/ayesha.svg`, site)).toBe(`${site}/avatars/ayesha.svg`);
    const google = 'https://lh3.googleusercontent.com/a/ACg8ocJ=s96-c';
    expect(loadablePhoto(google, site)).toBe(google);
  });

  it('never loads a photo from anywhere else, nor a missing or broken address', () => {
    for (const url of [
      'https://tracker.example.com/p.png?who=me',
      'http://lh3.googleusercontent.com/a/x',
      'https://lh3.googleusercontent.com.evil.example/x',
      'http://127.0.0.1:5000/avatars/ayesha.svg',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
      'https://[broken',
      '',
      null,
      undefined,
    ]) {
      expect(loadablePhoto(url, site), String(url)).toBeNull();
    }
  });
});
