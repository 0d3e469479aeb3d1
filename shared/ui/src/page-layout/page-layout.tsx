import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './page-layout.module.css';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** One or two sentences under the title saying what the page is for. */
  description?: ReactNode;
  /**
   * What the browser's title says of the page when the heading does not name it (a greeting): the shell titles
   * each page "heading · brand" (DESIGN §4), and reads this instead of the heading's text when given.
   */
  documentTitle?: string;
  /** Page-level actions beside the title, e.g. "New transfer". */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The content frame of a page inside the main layout: a centred, width-capped column with the page heading,
 * description and actions on top and the content (usually cards) spaced below. The shell owns `<main>`; this
 * does not render a landmark.
 */
export const PageLayout = forwardRef<HTMLDivElement, PageLayoutProps>(function PageLayout(
  { title, description, documentTitle, actions, children, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.page, className)} {...rest}>
      <div className={styles.header}>
        <div className={styles.headings}>
          <h1 className={styles.title} data-page-title={documentTitle}>
            {title}
          </h1>
          {description != null && <p className={styles.description}>{description}</p>}
        </div>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
});
