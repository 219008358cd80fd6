import type { ImageAsset } from '@/content/types';

/** An image record rendered with its intrinsic size and alt text; lazy unless it is near the top. */
export function AssetImage({ image, className, eager = false }: { image: ImageAsset; className?: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ?? 'h-auto w-full'}
    />
  );
}
