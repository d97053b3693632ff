"use client";

import { useEffect, useRef } from "react";

export type Shortcut = {
  /** `KeyboardEvent.key` compared case-insensitively ("a", "1", "Enter", "ArrowUp", "/"). */
  key: string;
  /** Ctrl on Windows/Linux, Cmd on macOS. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** Also while typing in a text field (only sensible with a modifier). */
  inText?: boolean;
  when?: () => boolean;
  run: (e: KeyboardEvent) => void;
};

const textTypes = new Set(["text", "search", "url", "email", "number", "password", "tel", ""]);

/** Keys typed into a text control belong to it, not to the shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && textTypes.has(target.type);
}

function matches(s: Shortcut, e: KeyboardEvent): boolean {
  if (Boolean(s.mod) !== (e.ctrlKey || e.metaKey) || Boolean(s.alt) !== e.altKey) return false;
  const isLetter = /^[a-z]$/i.test(s.key);
  // Shift only distinguishes letters (Shift+S); "/" or "?" need Shift on some layouts.
  if (isLetter && Boolean(s.shift) !== e.shiftKey) return false;
  if (!isLetter && s.shift !== undefined && s.shift !== e.shiftKey) return false;
  if (e.key.toLowerCase() === s.key.toLowerCase()) return true;
  // Digits by physical key too: on AZERTY "1" needs Shift and e.key is "&".
  return /^\d$/.test(s.key) && (e.code === `Digit${s.key}` || e.code === `Numpad${s.key}`);
}

/**
 * Window-level keyboard shortcuts. The first matching shortcut runs and the event is consumed;
 * nothing runs while a modal dialog is open or for keys typed into text fields (unless `inText`).
 */
export function useShortcuts(shortcuts: Shortcut[], enabled = true): void {
  const ref = useRef(shortcuts);
  useEffect(() => {
    ref.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.repeat) return;
      if (document.querySelector("dialog[open]")) return;
      const typing = isTypingTarget(e.target);
      for (const s of ref.current) {
        if (!matches(s, e) || (typing && !s.inText) || (s.when && !s.when())) continue;
        e.preventDefault();
        s.run(e);
        return;
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
