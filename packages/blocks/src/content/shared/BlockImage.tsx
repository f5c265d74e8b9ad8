import type { ContentImage } from '@shelfmark/api-client';

export interface BlockImageProps {
  image: ContentImage;
  className?: string;
  /** Intrinsic size when the document has none (keeps the layout from jumping). */
  width?: number;
  height?: number;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
}

/** A CMS image with its alt text (empty alt: decorative). */
export function BlockImage({ image, className, width, height, loading = 'lazy' }: BlockImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={loading}
      decoding="async"
    />
  );
}
