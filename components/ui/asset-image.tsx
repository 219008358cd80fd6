import clsx from 'clsx';
import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';

interface AssetImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt' | 'loading'> {
  image: ImageAsset;
  /** Load at once (near the top of the page, or about to be shown); otherwise lazily. */
  eager?: boolean;
  /**
   * The first picture a visitor sees, likely the page's largest paint: loaded at once, at high priority, and
   * painted with the page's text from the data it carries (its `inline` copy, or its `preview` under it).
   */
  priority?: boolean;
}

/**
 * An image record rendered with its intrinsic size and alt text; lazy unless it is near the top. With smaller
 * copies (`srcSet`), pass `sizes` for the width it is shown at (the default is the viewport's width).
 */
export function AssetImage({ image, className = 'h-auto w-full', eager = false, priority = false, ...props }: AssetImageProps) {
  const inline = priority ? image.inline : undefined;
  const preview = priority && !inline ? image.preview : undefined;
  const previewClass = preview ? `preview${image.src.replace(/\W+/g, '-')}` : undefined;
  return (
    <>
      {preview ? (
        // React puts it in the head, once; the page's policy hashes it like any inline style.
        <style
          href={previewClass}
          precedence="preview"
        >{`.${previewClass}{background-image:url("${preview}");background-size:cover}`}</style>
      ) : null}
      <img
        src={inline ?? image.src}
        srcSet={inline ? undefined : image.srcSet}
        // Width descriptors need `sizes` (HTML requires it); the viewport's width unless the caller says less.
        sizes={inline || !image.srcSet ? undefined : (props.sizes ?? '100vw')}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={clsx(className, previewClass)}
        {...props}
      />
    </>
  );
}
