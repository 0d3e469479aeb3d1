import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import styles from './skeleton.module.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** CSS width; a number is pixels. Defaults to 100%. */
  width?: number | string;
  /** CSS height; a number is pixels. Defaults to 16 px (one line of text). */
  height?: number | string;
  /** `block` (default) for cards and images, `text` for a pill-shaped line, `circle` for avatars. */
  shape?: 'block' | 'text' | 'circle';
}

/**
 * A shimmering placeholder in the shape of content that is still loading. Hidden from assistive technology:
 * pair it with a {@link Spinner} or `aria-busy` on the region that loads.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = 16, shape = 'block', className, style, ...rest },
  ref,
) {
  const size: CSSProperties = { width, height, ...style };
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={cx(styles.skeleton, shape !== 'block' && styles[shape], className)}
      style={size}
      {...rest}
    />
  );
});
