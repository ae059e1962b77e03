import { useState } from 'react';
import { avatar, drawnInitials, image } from './Avatar.css.ts';

/** Diameter of an avatar, matching the control heights. */
export type AvatarSize = 'small' | 'medium' | 'large';

export interface AvatarProps {
  /** The person's full name: the image's text alternative and the source of the initials. */
  name: string;
  /** Address of the photo; when missing or failing to load, the initials show instead. */
  src?: string | null;
  /** Diameter; `medium` by default. */
  size?: AvatarSize;
  /** Hides the avatar from assistive technology when the name is shown next to it. */
  decorative?: boolean;
}

/** Up to two initials: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A person's photo in a circle, or their initials when there is no photo. */
export function Avatar({ name, src, size, decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = typeof src === 'string' && src !== '' && failedSrc !== src;
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : showImage
      ? {}
      : { role: 'img', 'aria-label': name };
  if (decorative && !showImage) {
    return (
      <span
        className={`${avatar({ size })} ${drawnInitials}`}
        data-initials={initialsOf(name)}
        aria-hidden="true"
      />
    );
  }
  return (
    <span className={avatar({ size })} {...a11y}>
      {showImage ? (
        <img
          className={image()}
          src={src}
          alt={decorative ? '' : name}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
