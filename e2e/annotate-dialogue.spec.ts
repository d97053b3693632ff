import { randomUUID } from "node:crypto";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, itemStatuses, openQueue, recordTexts, shot, test } from "./fixtures";

test("two annotators triage a dialogue blind, by keyboard; the draft survives a reload; they agree", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "dialogue", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(lead, projectId, [itemLineExamples.dialogue]);
  const marker = `ana-private-${randomUUID()}`;

  const a = await openQueue(browser, baseURL, ana, projectId, "annotate-start");
  await expect(a.getByTestId("dialogue-view")).toContainText("如何在 Go 中启动 HTTP 服务器");
  await expect(a.getByTestId("shortcut-legend")).toContainText("Submit");
  const devRelated = a.getByRole("group", { name: "Dev-related" });
  await a.keyboard.press("y");
  await expect(devRelated.getByRole("radio", { name: /Yes/ })).toBeChecked();
  await a.keyboard.press("1");
  await expect(
    a.getByRole("group", { name: "Task category" }).getByRole("radio", { name: /Knowledge QA/ }),
  ).toBeChecked();
  await a.keyboard.press("c");
  await expect(
    a.getByRole("group", { name: "Code-centric" }).getByRole("radio", { name: /Yes/ }),
  ).toBeChecked();
  await a.keyboard.press("s");
  await a.keyboard.press("t");
  await expect(a.getByRole("checkbox", { name: /Single answer/ })).toBeChecked();
  await expect(a.getByRole("checkbox", { name: /Time-invariant/ })).toBeChecked();
  await a.getByLabel("Notes").fill(marker);
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");

  // Reload mid-annotation: the server's draft comes back.
  await a.reload();
  await expect(
    a.getByRole("group", { name: "Code-centric" }).getByRole("radio", { name: /Yes/ }),
  ).toBeChecked();
  await expect(a.getByRole("checkbox", { name: /Time-invariant/ })).toBeChecked();
  await expect(a.getByLabel("Notes")).toHaveValue(marker);
  await expect(a.getByTestId("submit-readiness")).toHaveText("Ready to submit.");
  await a.screenshot({ path: shot("annotate-dialogue"), fullPage: true });

  const banners = await recordTexts(a, "flow-banner");
  await a.getByLabel("Notes").press("Control+Enter");
  await a.waitForURL(/\/annotate\?done=1$/);
  // Shown only while the next item is claimed: read from the record, not polled for.
  expect((await banners()).join(" | ")).toContain("Saved.");
  await expect(a.getByText("You're done: nothing left to annotate in this project")).toBeVisible();
  await expect(a.getByTestId("done-summary")).toContainText("You submitted 1 annotation");
  await a.screenshot({ path: shot("annotate-done"), fullPage: true });

  const b = await openQueue(browser, baseURL, ben, projectId);
  expect(await b.content()).not.toContain(marker);
  await expect(
    b.getByRole("group", { name: "Dev-related" }).getByRole("radio", { checked: true }),
  ).toHaveCount(0);
  await expect(b.getByLabel("Notes")).toHaveValue("");
  await b.keyboard.press("j");
  await expect(
    b.getByRole("group", { name: "Dev-related" }).getByRole("radio", { name: /Yes/ }),
  ).toBeFocused();
  await b.keyboard.press("y");
  await b.keyboard.press("j");
  await expect(
    b.getByRole("group", { name: "Task category" }).getByRole("radio", { name: /Knowledge QA/ }),
  ).toBeFocused();
  await b.keyboard.press("1");
  await b.keyboard.press("c");
  await b.keyboard.press("s");
  await b.keyboard.press("t");
  await b.keyboard.press("Control+Enter");
  await b.waitForURL(/\/annotate\?done=1$/);

  expect(await itemStatuses(request, lead, projectId)).toEqual({ "wc-1002924": "agreed" });
});

test("refused submits say why and keep the form: missing labels (client) and a category the lead just removed (server 422)", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "dialogue", [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [itemLineExamples.dialogue]);
  const a = await openQueue(browser, baseURL, ana, projectId);
  await a.keyboard.press("Control+Enter");
  await expect(a.getByTestId("flow-banner")).toContainText("Not submitted");
  await expect(a.getByRole("group", { name: "Dev-related" })).toContainText("Choose yes or no.");

  await a.keyboard.press("y");
  await a.keyboard.press("2");
  const patched = await request.patch(`/api/v1/projects/${projectId}`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: { settings: { task_categories: ["debugging", "other"] } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await a.keyboard.press("Control+Enter");
  await expect(a.getByTestId("flow-banner")).toContainText("nothing was saved");
  await expect(a.getByRole("group", { name: "Task category" })).toContainText(
    "Must be one of the project's categories: debugging, other.",
  );
  await expect(
    a.getByRole("group", { name: "Task category" }).getByRole("radio", { name: /Code generation/ }),
  ).toBeChecked();

  await a.keyboard.press("n");
  await expect(
    a.getByRole("group", { name: "Task category" }).getByRole("radio", { name: /Code generation/ }),
  ).toBeDisabled();
  await expect(a.getByTestId("submit-readiness")).toHaveText("Ready to submit.");
  await a.getByRole("button", { name: "Submit" }).click();
  await a.waitForURL(/\/annotate\?done=1$/);
});

test("a short lease warns, then expires; the draft is kept and the item can be claimed again and submitted", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const created = await request.post("/api/v1/projects", {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: {
      name: `E2E lease ${randomUUID().slice(0, 6)}`,
      kind: "dialogue",
      settings: { lease_minutes: 1 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = (await created.json()).project.id as number;
  const member = await request.post(`/api/v1/projects/${projectId}/members`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: { email: ana.email, role: "annotator" },
  });
  expect(member.status(), await member.text()).toBe(201);
  await api.importItems(lead, projectId, [itemLineExamples.dialogue]);

  const a = await openQueue(browser, baseURL, ana, projectId);
  await expect(a.getByTestId("lease-warning")).toContainText("expires in");
  await a.keyboard.press("y");
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");
  await expect(a.getByTestId("lease-expired")).toContainText(
    "Your claim expired; your draft is kept.",
    { timeout: 75_000 },
  );
  // Autosave still works after the lease ran out.
  await a.getByLabel("Notes").fill("typed after expiry");
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");
  await a.getByRole("button", { name: "Claim again" }).click();
  await expect(a.getByTestId("lease-expired")).toHaveCount(0);
  await expect(a.getByTestId("lease-status")).toContainText("Claim expires in");
  await expect(a.getByLabel("Notes")).toHaveValue("typed after expiry");
  await a.keyboard.press("2");
  await a.getByRole("button", { name: "Submit" }).click();
  await a.waitForURL(/\/annotate\?done=1$/);
});

test("when the server cannot save, the draft is kept in this browser and wins on reload", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "dialogue", [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [itemLineExamples.dialogue]);
  const a = await openQueue(browser, baseURL, ana, projectId);
  await a.keyboard.press("y");
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");

  // Server actions are POSTs with a Next-Action header: make the next autosave fail.
  await a.route(/\/annotate\/\d+$/, (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await a.getByLabel("Notes").fill("only in the browser");
  await expect(a.getByTestId("autosave-status")).toContainText("Kept in this browser only");
  await a.unroute(/\/annotate\/\d+$/);

  await a.reload();
  await expect(a.getByLabel("Notes")).toHaveValue("only in the browser");
  await expect(
    a.getByRole("group", { name: "Dev-related" }).getByRole("radio", { name: /Yes/ }),
  ).toBeChecked();
  // The restored copy goes to the server; a second reload gets it from there.
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");
  await a.evaluate(() => window.localStorage.clear());
  await a.reload();
  await expect(a.getByLabel("Notes")).toHaveValue("only in the browser");
});
