import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';

interface AssetImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt' | 'loading'> {
  image: ImageAsset;
  /** Load at once (near the top of the page, or about to be shown); otherwise lazily. */
  eager?: boolean;
  /** The first picture a visitor sees, likely the page's largest paint: loaded at once, at high priority. */
  priority?: boolean;
}

/**
 * An image record rendered with its intrinsic size and alt text; lazy unless it is near the top. With smaller
 * copies (`srcSet`), pass `sizes` for the width it is shown at (the default is the viewport's width).
 */
export function AssetImage({ image, className = 'h-auto w-full', eager = false, priority = false, ...props }: AssetImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      {...props}
    />
  );
}
