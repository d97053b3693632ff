"use server";

// Server actions of the adjudication screens. Claiming is a POST behind a button, never a side
// effect of rendering (a GET may be a prefetch). Each action re-reads the session; the data
// layer checks the adjudicator rule, that the claim is the caller's own, and blinding.
import { redirect } from "next/navigation";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { releaseAdjudication } from "@/lib/adjudication/release-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { saveAdjudicationDraft } from "@/lib/adjudication/save-adjudication-draft";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import type { SessionUser } from "@/lib/auth/session-user";
import { parseRowId } from "@/lib/validation/row-id";
import type { ClaimFormState, ResolveInput } from "./_components/decision-types";

// Adjudication drafts live on the server, so the messages do not promise a copy in the browser.
const withUser = <T extends object>(fn: (user: SessionUser) => Promise<T>, input?: unknown) =>
  runAction(fn, { input });

async function nextUrl(user: SessionUser, projectId: number): Promise<{ url: string }> {
  const view = await claimNextAdjudication({ actor: user, projectId });
  return {
    url: view
      ? `/projects/${projectId}/adjudicate/${view.adjudicationId}`
      : `/projects/${projectId}/adjudicate?done=1`,
  };
}

/** "Start adjudicating": claims (or resumes) a disagreement and goes there. */
export async function claimNextAdjudicationFormAction(
  _prev: ClaimFormState,
  formData: FormData,
): Promise<ClaimFormState> {
  const projectId = parseRowId(formData.get("projectId"));
  if (projectId === null) return { ok: false, code: "bad_request", message: "Unknown project." };
  const result = await withUser((user) => nextUrl(user, projectId));
  if (!result.ok) return result;
  redirect(result.url);
}

export async function claimNextAdjudicationAction(
  projectId: number,
): Promise<ActionResult<{ url: string }>> {
  const parsed = parseRowId(projectId);
  if (parsed === null) return { ok: false, code: "bad_request", message: "Unknown project." };
  return withUser((user) => nextUrl(user, parsed));
}

export async function resolveAdjudicationAction(
  adjudicationId: number,
  input: ResolveInput,
): Promise<ActionResult<{ itemStatus: string }>> {
  const parsed = parseRowId(adjudicationId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Adjudication not found." };
  return withUser(
    async (user) => ({
      itemStatus: (await resolveAdjudication({ actor: user, adjudicationId: parsed, input }))
        .itemStatus,
    }),
    input,
  );
}

/** Autosave of the decision in progress; the data layer validates the draft and checks the claim. */
export async function saveAdjudicationDraftAction(
  adjudicationId: number,
  draft: unknown,
): Promise<ActionResult<{ leaseExpiresAt: string }>> {
  const parsed = parseRowId(adjudicationId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Adjudication not found." };
  return withUser(
    (user) => saveAdjudicationDraft({ actor: user, adjudicationId: parsed, body: { draft } }),
    { draft },
  );
}

export async function releaseAdjudicationAction(adjudicationId: number): Promise<ActionResult> {
  const parsed = parseRowId(adjudicationId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Adjudication not found." };
  return withUser(async (user) => {
    await releaseAdjudication({ actor: user, adjudicationId: parsed });
    return {};
  });
}
