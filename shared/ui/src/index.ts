// Public entry of @portal/ui/components. Import the tokens once in the shell: import '@portal/ui/tokens.css'.
export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export { BREAKPOINTS, VIEWPORT_FLAGS, minWidth, type Breakpoint } from './breakpoints';
export { Button, type ButtonProps } from './button/button';
export { Card, type CardProps } from './card/card';
export { Dialog, type DialogProps } from './dialog/dialog';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { PageLayout, type PageLayoutProps } from './page-layout/page-layout';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { StatusPanel, statusPanelText, type StatusPanelProps } from './status-panel/status-panel';
export {
  Table,
  type TableColumn,
  type TablePhoneRole,
  type TableProps,
  type TableRowGroup,
} from './table/table';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
