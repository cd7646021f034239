import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';

/**
 * A modal dialog (daisyUI modal on a native <dialog>): opened with showModal(), so the page
 * behind is inert and focus stays inside; Escape, the close icon and a click on the backdrop
 * close it, and focus returns to where it was. Mount it to open it; `onClose` unmounts it.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  /** The close icon's accessible name. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and jsdom) still get an open, labelled dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onCancel={(event) => {
        // Escape: let React state close it, so the dialog and the state never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-box">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-primary sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
