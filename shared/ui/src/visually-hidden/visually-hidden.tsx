import type { HTMLAttributes } from 'react';
import hidden from '../utils/visually-hidden.module.css';

/** Text read by assistive technology but not shown: labels of icon buttons, live status messages. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={className ? `${hidden.visuallyHidden} ${className}` : hidden.visuallyHidden}
      {...props}
    />
  );
}
