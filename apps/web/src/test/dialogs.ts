import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The result or confirmation dialog on screen (SweetAlert2 renders it outside React, marking
 * the rest of the page aria-hidden, so queries ask for hidden elements too).
 */
export async function findDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { hidden: true });
}

/** The dialog's title and text, as the person reads them. */
export async function dialogText(): Promise<{ title: string; text: string }> {
  const dialog = await findDialog();
  return {
    title: within(dialog).getByRole('heading', { hidden: true }).textContent ?? '',
    text: dialog.querySelector('.swal2-html-container')?.textContent ?? '',
  };
}

/** Presses the dialog's button with this name (e.g. 'Yes, approve it!' or 'Cancel'). */
export async function answerDialog(user: UserEvent, buttonName: string): Promise<void> {
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('button', { name: buttonName, hidden: true }));
}

/**
 * How the dialog's confirm and Cancel buttons are painted: the daisyUI button classes they carry
 * (`btn-error`, `btn-primary`, or none for a plain neutral button) and any colour set inline.
 */
export async function dialogButtonTones(): Promise<{
  confirm: string | undefined;
  cancel: string | undefined;
  inlineColours: string[];
}> {
  const dialog = await findDialog();
  const buttons = [dialog.querySelector('.swal2-confirm'), dialog.querySelector('.swal2-cancel')];
  const [confirm, cancel] = buttons.map(
    (button) =>
      ['btn-error', 'btn-primary', 'btn-neutral'].find((tone) =>
        button?.classList.contains(tone),
      ) ?? (button?.classList.contains('btn') ? 'btn' : undefined),
  );
  const inlineColours = buttons.flatMap((button) =>
    button instanceof HTMLElement
      ? ['--swal2-confirm-button-background-color', '--swal2-cancel-button-background-color']
          .map((property) => button.style.getPropertyValue(property))
          .filter(Boolean)
      : [],
  );
  return { confirm, cancel, inlineColours };
}
