import { describe, expect, it } from "vitest";
import { loadPageData } from "@/lib/actions/load-page-data";
import { getItem } from "@/lib/items/get-item";
import { listItems } from "@/lib/items/list-items";
import { routeRowId } from "@/lib/validation/row-id";
import { makeQueueProject } from "../concurrency/queue-fixtures";

// notFound() throws Next's 404 signal, which the page renders as the 404 page.
const digest = (p: Promise<unknown>) =>
  p.then(
    () => "rendered",
    (e: Error & { digest?: string }) => e.digest ?? String(e),
  );

describe("pages answer a malformed URL with the 404 page", () => {
  it("a NUL in ?q=, an id beyond int4", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "dialogue",
      items: 1,
      annotators: 0,
    });
    expect(
      await digest(
        loadPageData(() => listItems({ actor: lead, projectId, filters: { q: "a\u0000" } })),
      ),
    ).toMatch(/404/);
    expect(
      await digest(
        loadPageData(() =>
          getItem({ actor: lead, projectId: routeRowId("2147483648"), itemId: 1 }),
        ),
      ),
    ).toMatch(/404/);
    expect(
      await digest(
        loadPageData(() => getItem({ actor: lead, projectId, itemId: routeRowId("1e3") })),
      ),
    ).toMatch(/404/);
    expect(
      await digest(
        loadPageData(() => listItems({ actor: lead, projectId, filters: { q: "dialogue" } })),
      ),
    ).toBe("rendered");
  });
});
