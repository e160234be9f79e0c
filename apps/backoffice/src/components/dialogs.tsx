import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notBlank, TextAreaField } from './field.tsx';

/** A modal dialog (focus trapped, Escape closes, focus returns to the opener). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={wide ? 'dialog dialog--wide' : 'dialog'}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog's buttons: Cancel (closes it), then the action — a submit button of the form it
 * stands in, or with `onConfirm` a plain button that calls it. Disabled while `pending`.
 */
export function DialogActions({
  label,
  tone = 'primary',
  pending,
  onConfirm,
}: {
  label: string;
  tone?: 'primary' | 'danger';
  pending?: boolean;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog__actions">
      <Dialog.Close asChild>
        <button type="button" className="btn">
          {t('common.cancel')}
        </button>
      </Dialog.Close>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`btn btn--${tone}`}
        disabled={pending}
        onClick={onConfirm}
      >
        {label}
      </button>
    </div>
  );
}

/** Asks before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <DialogActions
        label={confirmLabel}
        tone={danger ? 'danger' : 'primary'}
        pending={pending}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

/** A decision with a required reason (decline, reject, block, a two-factor reset). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  reasonLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  /** The reason field's label (default: "Reason"), e.g. to say who reads it. */
  reasonLabel?: string;
  pending?: boolean;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title={title}
      description={description}
    >
      <form onSubmit={handleSubmit((v) => onSubmit(v.reason.trim()))} noValidate>
        <TextAreaField
          id={`${id}-reason`}
          label={reasonLabel ?? t('common.reason')}
          rows={4}
          maxLength={500}
          error={errors.reason?.message}
          registration={register('reason', { validate: notBlank(t('common.reason_required')) })}
        />
        <DialogActions label={confirmLabel} tone="danger" pending={pending} />
      </form>
    </Modal>
  );
}
