import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isRemoteImage, remoteSrcSet } from '~/lib/images';
import { theme } from '~/styles/theme';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  background: ${theme.colors.primarySoft};
`;

/** Props of the image component. */
export interface ImageProps {
  /** The site's own artwork (/images/…) or a remote https image, optionally with a width parameter. */
  src: string;
  /** Meaningful alt text; a product image's alt is the product's name. */
  alt: string;
  /** Intrinsic size, so the page does not jump while the image loads. */
  width: number;
  height: number;
  /** The site's own artwork to show when a remote image fails. */
  fallbackSrc?: string;
  /** Images above the fold load at once and first (fetchpriority high); the rest lazily. */
  priority?: boolean;
  /** The sizes attribute for a remote image's srcset. */
  sizes?: string;
  className?: string;
}

/**
 * An image with width and height, lazy below the fold, a srcset for remote CDN images with a width parameter, and a
 * fallback to the site's own artwork when a remote image fails to load.
 */
export function Image({ src, alt, width, height, fallbackSrc, priority = false, sizes, className }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const useFallback = failed && fallbackSrc !== undefined;
  const currentSrc = useFallback ? fallbackSrc : src;

  // An image that failed before hydration fired its error event before React listened: check once after mounting.
  useEffect(() => {
    const image = ref.current;
    if (image && isRemoteImage(src) && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [src]);

  const srcSet = useFallback ? undefined : remoteSrcSet(src);
  return (
    <Img
      ref={ref}
      className={className}
      src={currentSrc}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '(max-width: 600px) 100vw, 600px') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (isRemoteImage(currentSrc)) setFailed(true);
      }}
    />
  );
}
