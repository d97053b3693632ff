"use server";

// Server actions of the adjudication screens. Claiming is a POST behind a button, never a side
// effect of rendering (a GET may be a prefetch). Each action re-reads the session; the data
// layer checks the adjudicator rule, that the claim is the caller's own, and blinding.
import { redirect, unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { releaseAdjudication } from "@/lib/adjudication/release-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { saveAdjudicationDraft } from "@/lib/adjudication/save-adjudication-draft";
import { getSessionUser } from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { isAppError } from "@/lib/errors";
import { assertSafeJson } from "@/lib/validation/assert-safe-json";
import { MAX_ROW_ID } from "@/lib/validation/row-id";
import type { ClaimFormState, DecisionFailure, DecisionResult, ResolveInput } from "./_components/decision-types";

const id = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** Like withSessionUser, with the adjudication screens' messages; `input` is checked for unstorable text first. */
async function withUser<T extends object>(fn: (user: SessionUser) => Promise<T>, input?: unknown): Promise<DecisionResult<T>> {
  try {
    assertSafeJson(input);
    const user = await getSessionUser();
    if (!user) return { ok: false, code: "session", message: "Your session has ended. Sign in again." };
    return { ok: true as const, ...(await fn(user)) };
  } catch (e) {
    unstable_rethrow(e);
    if (!isAppError(e)) {
      console.error(e);
      return { ok: false, code: "internal", message: "Something went wrong on the server. Please try again." } satisfies DecisionFailure;
    }
    const fields = e.details?.fields as Record<string, string[]> | undefined;
    return { ok: false, code: e.code, message: e.message, ...(fields ? { fields } : {}) };
  }
}

async function nextUrl(user: SessionUser, projectId: number): Promise<{ url: string }> {
  const view = await claimNextAdjudication({ actor: user, projectId });
  return { url: view ? `/projects/${projectId}/adjudicate/${view.adjudicationId}` : `/projects/${projectId}/adjudicate?done=1` };
}

/** "Start adjudicating": claims (or resumes) a disagreement and goes there. */
export async function claimNextAdjudicationFormAction(_prev: ClaimFormState, formData: FormData): Promise<ClaimFormState> {
  const projectId = id.safeParse(formData.get("projectId"));
  if (!projectId.success) return { ok: false, code: "bad_request", message: "Unknown project." };
  const result = await withUser((user) => nextUrl(user, projectId.data));
  if (!result.ok) return result;
  redirect(result.url);
}

export async function claimNextAdjudicationAction(projectId: number): Promise<DecisionResult<{ url: string }>> {
  const parsed = id.safeParse(projectId);
  if (!parsed.success) return { ok: false, code: "bad_request", message: "Unknown project." };
  return withUser((user) => nextUrl(user, parsed.data));
}

export async function resolveAdjudicationAction(adjudicationId: number, input: ResolveInput): Promise<DecisionResult<{ itemStatus: string }>> {
  const parsed = id.safeParse(adjudicationId);
  if (!parsed.success) return { ok: false, code: "not_found", message: "Adjudication not found." };
  return withUser(async (user) => ({ itemStatus: (await resolveAdjudication({ actor: user, adjudicationId: parsed.data, input })).itemStatus }), input);
}

/** Autosave of the decision in progress; the data layer validates the draft and checks the claim. */
export async function saveAdjudicationDraftAction(adjudicationId: number, draft: unknown): Promise<DecisionResult<{ leaseExpiresAt: string }>> {
  const parsed = id.safeParse(adjudicationId);
  if (!parsed.success) return { ok: false, code: "not_found", message: "Adjudication not found." };
  return withUser((user) => saveAdjudicationDraft({ actor: user, adjudicationId: parsed.data, body: { draft } }), { draft });
}

export async function releaseAdjudicationAction(adjudicationId: number): Promise<DecisionResult<object>> {
  const parsed = id.safeParse(adjudicationId);
  if (!parsed.success) return { ok: false, code: "not_found", message: "Adjudication not found." };
  return withUser(async (user) => {
    await releaseAdjudication({ actor: user, adjudicationId: parsed.data });
    return {};
  });
}
