import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  const shown = (src: string | null) => {
    render(<Avatar src={src} alt="Photo" />);
    return screen.getByRole('img', { name: 'Photo' }).getAttribute('src');
  };

  it('shows the site’s own photo', () => {
    expect(shown('/photos/users/me.webp')).toBe('/photos/users/me.webp');
  });

  it('shows a Google account’s photo', () => {
    expect(shown('https://lh3.googleusercontent.com/a/photo=s96-c')).toBe(
      'https://lh3.googleusercontent.com/a/photo=s96-c',
    );
  });

  it('shows the placeholder, and fetches nothing, for a photo anywhere else', () => {
    expect(shown('https://tracker.example.com/pixel.png?viewer=1')).toBe('/avatars/placeholder.svg');
  });

  it('shows the placeholder without a photo', () => {
    expect(shown(null)).toBe('/avatars/placeholder.svg');
  });
});
