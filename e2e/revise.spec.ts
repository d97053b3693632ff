import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, openQueue, shot, signedInPage, test } from "./fixtures";

// Decision 048: a submitted annotation can be revised from My submissions while its window is open.
test("revise: submit, then from My submissions change my annotation and save it with Ctrl+Enter; a closed window is read-only", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(
    lead,
    "generated_comment",
    [
      [ana, "annotator"],
      [ben, "annotator"],
    ],
    { revise_minutes: 10 },
  );
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment]);

  // Ana submits in the browser: partially correct, with a note.
  const a = await openQueue(browser, baseURL, ana, projectId);
  await a.keyboard.press("2");
  await expect(a.getByRole("radio", { name: /Partially correct/ })).toBeChecked();
  await a.getByLabel("Notes").fill("first thought");
  await a.getByLabel("Notes").press("Control+Enter");
  await a.waitForURL(/\/annotate\?done=1$/);
  // Ben's submit after hers closes nothing of hers.
  await api.annotate(ben, projectId, { accuracy: "correct", error_codes: [], notes: "" });

  await a.goto(`/projects/${projectId}/submissions`);
  const row = a.getByTestId("submission-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("first thought");
  const revise = row.getByRole("link", { name: /^Revise \(until \d{2}:\d{2}/ });
  await expect(revise).toBeVisible();
  await a.screenshot({ path: shot("my-submissions-revise"), fullPage: true });
  await revise.click();

  // The kind's form, prefilled with what she submitted.
  await expect(a.getByTestId("revise-open")).toContainText(
    "You are revising your submitted annotation",
  );
  await expect(a.getByRole("radio", { name: /Partially correct/ })).toBeChecked();
  await expect(a.getByLabel("Notes")).toHaveValue("first thought");
  await a.keyboard.press("3");
  await expect(a.getByRole("radio", { name: /^Incorrect/ })).toBeChecked();
  await a.getByLabel("Notes").fill("second thought");
  await a.screenshot({ path: shot("revise-comment"), fullPage: true });
  await a.getByLabel("Notes").press("Control+Enter");

  // Back on My submissions with the change.
  await expect(a).toHaveURL(new RegExp(`/projects/${projectId}/submissions\\?revised=`));
  await expect(a.getByTestId("revised-notice")).toBeVisible();
  await expect(row).toContainText("second thought");
  await expect(row).toContainText("incorrect");
  await expect(row).not.toContainText("first thought");
  await a.screenshot({ path: shot("my-submissions-revised"), fullPage: true });

  // In a project without a window every submission is read-only, and the revise URL says so.
  const finalId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  await api.importItems(lead, finalId, [itemLineExamples.generated_comment]);
  await api.annotate(ana, finalId, { accuracy: "correct", error_codes: [], notes: "final" });
  const mine = await request.get(`/api/v1/projects/${finalId}/submissions`, {
    headers: { Authorization: `Bearer ${ana.token}` },
  });
  const [{ assignment_id: assignmentId }] = (await mine.json()).submissions as {
    assignment_id: number;
  }[];
  const b = await signedInPage(browser, baseURL, ana, { width: 1366, height: 900 });
  await b.goto(`/projects/${finalId}/submissions`);
  await expect(b.getByTestId("submission-row")).toContainText("Read-only");
  await expect(b.getByRole("link", { name: /^Revise/ })).toHaveCount(0);
  await b.goto(`/projects/${finalId}/annotate/${assignmentId}?revise=1`);
  await expect(b.getByTestId("revise-closed")).toContainText("Read-only");
  await expect(b.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await expect(b.getByRole("button", { name: /Save revision/ })).toHaveCount(0);
  await b.screenshot({ path: shot("revise-read-only"), fullPage: true });
});
