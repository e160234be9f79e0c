import {
  ConfirmDialog as SharedConfirmDialog,
  type ConfirmDialogProps,
} from '../../components/confirm-dialog.tsx';

/** The shared confirm dialog in the limits page's layout; `danger` for the red button. */
export function ConfirmDialog({
  danger = false,
  ...props
}: Omit<ConfirmDialogProps, 'confirmClassName' | 'className' | 'textClassName'> & {
  danger?: boolean;
}) {
  return (
    <SharedConfirmDialog
      {...props}
      className="limits-confirm"
      textClassName="limits-confirm__text"
      confirmClassName={danger ? 'btn limits-btn--danger' : 'btn btn--primary'}
    />
  );
}
