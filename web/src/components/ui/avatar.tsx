import { useState } from 'react';
import { loadablePhoto } from '@/config/photo-origins';

interface AvatarProps {
  /**
   * The profile photo; the placeholder stands in when it is missing, does not load, or lives
   * anywhere but the site and Google's photo host (config/photo-origins.ts), where it is never fetched.
   */
  src: string | null | undefined;
  /** Empty when a name next to the photo already says who it is. */
  alt: string;
  /** Rendered width and height in px, reserved before the image loads. */
  size?: number;
  className?: string;
}

export function Avatar({ src, alt, size = 40, className = '' }: AvatarProps) {
  // Remembers which URL failed, so a new photo is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = loadablePhoto(src, window.location.origin);
  if (!photo || photo === failedSrc) return <PlaceholderAvatar alt={alt} size={size} className={className} />;
  return (
    <img
      src={photo}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(photo)}
      className={`shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}

/**
 * A grey head and shoulders where there is no photo, drawn in the page: an SVG file in an <img>
 * would be a document the browser builds of its own (docs/architecture.md, "Keeping the first
 * page light"). Nothing is fetched for it, so it shows offline too.
 */
function PlaceholderAvatar({ alt, size, className }: { alt: string; size: number; className: string }) {
  return (
    <svg
      viewBox="0 0 96 96"
      width={size}
      height={size}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      data-avatar="placeholder"
      className={`shrink-0 rounded-full ${className}`}
      style={{ width: size, height: size }}
    >
      <rect width="96" height="96" rx="48" fill="#cbd5e1" />
      <circle cx="48" cy="38" r="17" fill="#f8fafc" />
      <path d="M18 82c4-17 16-25 30-25s26 8 30 25" fill="#f8fafc" />
    </svg>
  );
}
