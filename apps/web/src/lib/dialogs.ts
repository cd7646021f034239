import { DIALOG_COLORS } from '@bondhon/shared/constants';
import i18n from './i18n';

/**
 * Result and confirmation dialogs (SweetAlert2). The library is loaded on the first dialog, so
 * it stays out of the chunks of screens that never open one.
 */
async function loadSwal() {
  const { default: Swal } = await import('sweetalert2');
  // The theme's surface and text colours, so dialogs sit in the page's palette.
  return Swal.mixin({
    background: 'var(--color-base-100)',
    color: 'var(--color-base-content)',
  });
}

/** An error result: 'Error!'-style title, the message, and a rose confirm button (spec §9). */
export async function showError(title: string, text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    icon: 'error',
    title,
    text,
    confirmButtonText: i18n.t('dialogs.ok'),
    confirmButtonColor: DIALOG_COLORS.error,
  });
}

/** A success result with an indigo confirm button (spec §9). */
export async function showSuccess(title: string, text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    icon: 'success',
    title,
    text,
    confirmButtonText: i18n.t('dialogs.ok'),
    confirmButtonColor: DIALOG_COLORS.success,
  });
}

/**
 * Asks before an action; resolves true only when the person confirms. The buttons are the
 * theme's own (daisyUI): a destructive action (deleting, removing) is red, any other the brand
 * colour, and Cancel a plain neutral button, focused first.
 */
export async function confirmAction({
  title,
  text,
  confirmText,
  cancelText = i18n.t('dialogs.cancel'),
  isDestructive,
}: {
  title: string;
  text: string;
  confirmText: string;
  cancelText?: string;
  /** Whether the action destroys something (paints its button in the error colour). */
  isDestructive: boolean;
}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: true,
    buttonsStyling: false,
    customClass: {
      actions: 'gap-3',
      confirmButton: `btn ${isDestructive ? 'btn-error' : 'btn-primary'}`,
      cancelButton: 'btn',
    },
  });
  return result.isConfirmed;
}
