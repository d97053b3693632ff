// A scrolling box must be reachable by keyboard (WCAG 2.1.1; axe "scrollable-region-focusable"):
// focusable, and named so a screen reader says what it is when focus lands there.

/** Props for an element that scrolls (code, JSON, heatmaps, wide tables): spread them onto it. */
export function scrollRegion(label: string) {
  return { tabIndex: 0, role: "region", "aria-label": label } as const;
}
