"use client";

import { useEffect, type RefObject } from "react";
import { findRendered } from "@/components/kinds/readme/rendered-match";

const GOLD_HIGHLIGHT = "gold-functionality";
export const goldHighlightCss = `::highlight(${GOLD_HIGHLIGHT}) { background-color: rgb(253 230 138 / 0.85); }`;

/**
 * Marks the gold spans in the rendered README with the CSS Custom Highlight API: ranges over the
 * sanitized HTML's text, so that HTML is never modified. A span whose text cannot be found in the
 * rendering (e.g. it is inside a code block's syntax) stays unmarked there; the source view has
 * them all. `data-highlighted` on the root tells how many were found.
 */
export function useRenderedHighlights(
  root: RefObject<HTMLElement | null>,
  snippets: readonly string[],
): void {
  useEffect(() => {
    const el = root.current;
    if (!el || typeof CSS === "undefined" || !("highlights" in CSS)) return;
    const nodes: Text[] = [];
    const starts: number[] = [];
    let text = "";
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      starts.push(text.length);
      nodes.push(n as Text);
      text += (n as Text).data;
    }
    // The text node holding `offset`; an end offset belongs to the node it closes.
    const point = (offset: number, isEnd: boolean): [Text, number] => {
      let i = nodes.length - 1;
      while (i > 0 && (isEnd ? starts[i] >= offset : starts[i] > offset)) i--;
      return [nodes[i], offset - starts[i]];
    };
    const ranges: Range[] = [];
    let from = 0;
    for (const snippet of snippets) {
      const found = findRendered(text, snippet, from) ?? findRendered(text, snippet);
      if (!found) continue;
      const range = new Range();
      range.setStart(...point(found[0], false));
      range.setEnd(...point(found[1], true));
      ranges.push(range);
      from = found[1];
    }
    CSS.highlights.set(GOLD_HIGHLIGHT, new Highlight(...ranges));
    el.dataset.highlighted = String(ranges.length);
    return () => void CSS.highlights.delete(GOLD_HIGHLIGHT);
  }, [root, snippets]);
}
