import { describe, expect, it } from "vitest";
import { itemStatuses } from "@/lib/items/item-kinds";
import { assertTransition, canTransition, statusTransitions } from "./status-transitions";

describe("statusTransitions", () => {
  it.each([
    ["assignment.claim", "pending", "in_annotation", true],
    ["assignment.claim", "in_annotation", "in_annotation", false],
    ["item.compare", "in_annotation", "agreed", true],
    ["item.compare", "pending", "disagreement", true],
    ["item.compare", "in_annotation", "gold", false],
    ["item.compare", "agreed", "disagreement", false],
    ["assignment.release", "in_annotation", "pending", true],
    ["assignment.release", "disagreement", "pending", false],
    ["adjudication.resolve", "in_adjudication", "rejected", true],
    ["adjudication.resolve", "disagreement", "gold", false],
    ["gold.edit", "gold", "gold", true],
    ["gold.edit", "disagreement", "rejected", true],
    ["gold.edit", "in_annotation", "gold", false],
    ["gold.edit", "pending", "gold", false],
    ["item.reopen", "agreed", "disagreement", true],
    ["item.reopen", "disagreement", "disagreement", false],
    ["item.reopen", "in_adjudication", "disagreement", false],
  ] as const)("%s: %s → %s is %s", (event, from, to, allowed) => {
    expect(canTransition({ event, from, to })).toBe(allowed);
    if (allowed) expect(() => assertTransition({ event, from, to })).not.toThrow();
    else
      expect(() => assertTransition({ event, from, to })).toThrow(
        `cannot go from ${from} to ${to} by ${event}`,
      );
  });

  it("names only statuses an item can have, and reaches every one of them", () => {
    const named = Object.values(statusTransitions).flatMap((t) => [...t.from, ...t.to]);
    expect(new Set(named)).toEqual(new Set(itemStatuses));
  });

  it("checks the origin alone when no destination is given", () => {
    expect(canTransition({ event: "gold.edit", from: "agreed" })).toBe(true);
    expect(canTransition({ event: "gold.edit", from: "in_annotation" })).toBe(false);
  });
});
