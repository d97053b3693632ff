"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/** A native modal `<dialog>`: focus is trapped, Escape closes it, the page behind is inert; focus starts on `[data-autofocus]`. */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  "data-testid": testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal moves focus to the first focusable element (React's autoFocus ran before it and
      // sets no attribute): the element marked data-autofocus gets it back, so Enter does what it says.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      className="m-auto w-full max-w-lg rounded-lg border border-slate-200 bg-white p-0 text-left shadow-xl backdrop:bg-slate-900/40"
    >
      {open ? (
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
