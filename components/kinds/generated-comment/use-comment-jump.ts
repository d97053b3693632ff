"use client";

import { useEffect, useRef, type RefObject } from "react";
import { useShortcuts } from "@/components/annotate/use-shortcuts";

/** Lines of code left in view above the original comment, for context. */
const CONTEXT_PX = 60;

const targets = ["original-comment-in-place", "generated-comment-comparison"] as const;

/** Scrolls the item's area (not the window) so `target` sits CONTEXT_PX below its top. */
function scrollItemTo(root: HTMLElement, target: (typeof targets)[number]): boolean {
  const region = root.closest<HTMLElement>("[data-testid=item-region]");
  const el = root.querySelector<HTMLElement>(`[data-testid=${target}]`);
  // Below lg the page scrolls, not the item's area: the window is left alone.
  if (!region || !el || region.scrollHeight <= region.clientHeight) return false;
  const offset = el.getBoundingClientRect().top - region.getBoundingClientRect().top;
  region.scrollTop += offset - (target === targets[0] ? CONTEXT_PX : 0);
  return true;
}

/**
 * The comment screen opens on the comment to judge (issue #40: it sat ~1,570 px down a
 * 300-line file): the original and the generated comment in place; G jumps between there and
 * the comparison with the word diff under the code.
 */
export function useCommentJump(root: RefObject<HTMLElement | null>, isEnabled: boolean) {
  const at = useRef(0);
  const hasOpened = useRef(false);
  // Once, when the screen is first shown (a file group's next comment is shown later).
  useEffect(() => {
    if (!isEnabled || hasOpened.current || !root.current) return;
    hasOpened.current = scrollItemTo(root.current, targets[0]);
  }, [root, isEnabled]);
  useShortcuts(
    [
      {
        key: "g",
        run: () => {
          if (!root.current) return;
          const next = (at.current + 1) % targets.length;
          if (scrollItemTo(root.current, targets[next])) at.current = next;
        },
      },
    ],
    isEnabled,
  );
}
