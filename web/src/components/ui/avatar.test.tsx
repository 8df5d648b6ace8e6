import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  const shown = (src: string | null) => {
    render(<Avatar src={src} alt="Photo" />);
    return screen.getByRole('img', { name: 'Photo' });
  };

  it('shows the site’s own photo', () => {
    expect(shown('/photos/users/me.webp')).toHaveAttribute('src', '/photos/users/me.webp');
  });

  it('shows a Google account’s photo', () => {
    expect(shown('https://lh3.googleusercontent.com/a/photo=s96-c')).toHaveAttribute(
      'src',
      'https://lh3.googleusercontent.com/a/photo=s96-c',
    );
  });

  // The placeholder is drawn in the page (an <svg>), not fetched: no <img>, so no request.
  it('shows the placeholder, and fetches nothing, for a photo anywhere else', () => {
    const placeholder = shown('https://tracker.example.com/pixel.png?viewer=1');
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAttribute('data-avatar', 'placeholder');
    expect(document.querySelector('img')).not.toBeInTheDocument();
  });

  it('shows the placeholder without a photo', () => {
    expect(shown(null)).toHaveAttribute('data-avatar', 'placeholder');
    expect(document.querySelector('img')).not.toBeInTheDocument();
  });

  it('shows the placeholder when the photo does not load, and tries a new photo again', () => {
    const { rerender } = render(<Avatar src="/photos/users/gone.webp" alt="Photo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('data-avatar', 'placeholder');
    rerender(<Avatar src="/photos/users/new.webp" alt="Photo" />);
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/photos/users/new.webp');
  });

  it('is left out of the accessibility tree when a name beside it says who it is', () => {
    render(<Avatar src={null} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('[data-avatar="placeholder"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
