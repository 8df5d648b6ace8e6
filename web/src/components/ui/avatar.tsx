import { useState } from 'react';
import { loadablePhoto } from '@/config/photo-origins';

/** Shipped with the app (web/public), so it shows offline too. */
const PLACEHOLDER_AVATAR = '/avatars/placeholder.svg';

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
  const usable = photo && photo !== failedSrc ? photo : PLACEHOLDER_AVATAR;
  return (
    <img
      src={usable}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => {
        if (usable !== PLACEHOLDER_AVATAR) setFailedSrc(usable);
      }}
      className={`shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
