"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useApiErrorText } from "@/components/ui/use-api-error-text";
import type { AnnotateActions } from "@/lib/actions/annotate-action-types";
import type { FieldErrorMap } from "./form-errors";
import { icuFlag } from "./icu-flag";
import { enqueueSubmit, takeRefusedSubmit } from "./submit-outbox";
import { usePrefetch } from "./use-prefetch";

type Phase = "editing" | "submitting" | "saved" | "skipping" | "releasing" | "claiming";
export type Banner = { tone: "error" | "success" | "info"; text: string; nextHref?: string };

/**
 * Submit, skip, release and re-claim. One runs at a time (a ref guards against double clicks and
 * key repeats before React re-renders); the form stays as it is on any failure, and autosave
 * resumes, so a refused submit never loses work.
 *
 * Prefetch (decision 050): with the next item claimed and loaded ahead (use-prefetch.ts), a submit
 * that the kind's schema accepts on the client goes to the outbox (submit-outbox.ts) and the next
 * item shows at once; a refusal by the server brings the annotator back here with its message.
 */
export function useQueueFlow(opts: {
  projectId: number;
  assignmentId: number;
  actions: AnnotateActions;
  prepare: () => { annotation: unknown; errors: FieldErrorMap };
  readActiveMs: () => number;
  draft: {
    stop: (o: { clear: boolean }) => void;
    resume: () => void;
    saveNow: () => Promise<void>;
  };
  onRefused: (serverErrors: FieldErrorMap) => void;
  /** After this tab submitted, skipped or released: other tabs on the assignment are told. */
  onClosed?: () => void;
  /** The draft's localStorage key: the outbox clears it once the server accepted the submit. */
  storageKey: string;
  /** False while the screen is hidden (a file group's other comment, decision 051): no claim ahead. */
  isActive?: boolean;
  /** After a submit or skip the server accepted: true when the screen moved on itself (the next comment of a file group), so no next item is claimed. */
  afterFinish?: () => boolean;
}) {
  const router = useRouter();
  const t = useTranslations("annotate.flow");
  const errorText = useApiErrorText();
  const [phase, setPhase] = useState<Phase>("editing");
  const [banner, setBanner] = useState<Banner | null>(null);
  const [dialog, setDialog] = useState<"skip" | "release" | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const busy = useRef(false);
  const landing = `/projects/${opts.projectId}/annotate`;
  const ahead = usePrefetch({
    projectId: opts.projectId,
    assignmentId: opts.assignmentId,
    prefetch: opts.actions.prefetch,
    isEnabled: phase === "editing" && opts.isActive !== false,
  });

  // Back here after the server refused this item's background submit: say why, mark the fields.
  const onRefused = useRef(opts.onRefused);
  useEffect(() => {
    const refused = takeRefusedSubmit(opts.assignmentId);
    if (!refused) return;
    if (refused.code === "validation_failed") onRefused.current(refused.fields);
    const reason = errorText(refused.error) ?? t("refusedStatus", { status: refused.status });
    setBanner({ tone: "error", text: t("refusedLater", { reason }) });
  }, [opts.assignmentId, t, errorText]);

  const begin = (p: Phase) => {
    if (busy.current) return false;
    busy.current = true;
    setPhase(p);
    return true;
  };
  const fail = () => {
    busy.current = false;
    setPhase("editing");
    opts.draft.resume();
  };

  /** After `done` (nothing said when the item was closed elsewhere), on to the next item. */
  async function goNext(done: "saved" | "skipped" | "none") {
    setBanner({ tone: "success", text: t("loadingNext", { done }) });
    ahead.keep(); // the claim returns the claim ahead, if any
    const next = await opts.actions.claimNext(opts.projectId);
    if (next.ok) return router.push(next.url);
    setBanner({
      tone: "error",
      text: t("nextFailed", { done, reason: next.message }),
      nextHref: landing,
    });
  }

  async function submit() {
    const { annotation, errors } = opts.prepare();
    if (Object.keys(errors).length > 0) {
      opts.onRefused({});
      setBanner({
        tone: "error",
        text: t("fieldsNeedAttention"),
      });
      return;
    }
    if (!begin("submitting")) return;
    opts.draft.stop({ clear: false });
    setBanner(null);
    const next = ahead.take();
    if (next) {
      const from = `/projects/${opts.projectId}/annotate/${opts.assignmentId}`;
      enqueueSubmit(
        {
          assignmentId: opts.assignmentId,
          projectId: opts.projectId,
          annotation,
          timeSpentMs: Math.round(opts.readActiveMs()),
          storageKey: opts.storageKey,
        },
        // No refresh on acceptance: it would empty the router's cache, and Back must show this page
        // as it was (read-only, the saved version named), as after a foreground submit.
        { onAccepted: () => undefined, onRefused: () => router.push(from) },
      );
      setPhase("saved");
      return router.push(next.url);
    }
    const res = await opts.actions.submit(
      opts.assignmentId,
      annotation,
      Math.round(opts.readActiveMs()),
    );
    if (res.ok) {
      opts.draft.stop({ clear: true });
      setPhase("saved");
      opts.onClosed?.();
      if (opts.afterFinish?.()) return;
      return goNext("saved");
    }
    fail();
    if (res.code === "validation_failed") opts.onRefused(res.fields ?? {});
    setBanner({
      tone: "error",
      text: t("notSubmitted", { reason: res.message, kept: icuFlag(res.code === "conflict") }),
    });
  }

  async function skip(reason: string) {
    if (!begin("skipping")) return;
    setDialogError(null);
    const res = await opts.actions.skip(opts.assignmentId, reason);
    if (!res.ok) {
      fail();
      return setDialogError(res.fields?.reason?.join(" ") || res.message);
    }
    opts.draft.stop({ clear: true });
    setDialog(null);
    setPhase("saved");
    opts.onClosed?.();
    if (opts.afterFinish?.()) return;
    return goNext("skipped");
  }

  async function release() {
    if (!begin("releasing")) return;
    setDialogError(null);
    await opts.draft.saveNow();
    const res = await opts.actions.release(opts.assignmentId);
    if (!res.ok) {
      fail();
      return setDialogError(res.message);
    }
    opts.draft.stop({ clear: false });
    setDialog(null);
    setPhase("saved");
    opts.onClosed?.();
    setBanner({ tone: "info", text: t("released") });
    router.push(`/projects/${opts.projectId}`);
  }

  /** After the lease expired: claim again (usually this same item, with its draft). */
  async function reclaim() {
    if (!begin("claiming")) return;
    await opts.draft.saveNow();
    ahead.keep();
    const next = await opts.actions.claimNext(opts.projectId);
    busy.current = false;
    setPhase("editing");
    if (!next.ok) return setBanner({ tone: "error", text: next.message });
    if (next.url.endsWith(`/annotate/${opts.assignmentId}`)) return router.refresh();
    setBanner({
      tone: "info",
      text: t("takenMeanwhile"),
    });
    router.push(next.url);
  }

  /** From a closed assignment (submitted elsewhere): claim the next item. */
  async function next() {
    if (!begin("claiming")) return;
    await goNext("none");
    busy.current = false; // still here: the claim failed (the banner says why); the button works again
    setPhase("editing");
  }

  const openDialog = (d: "skip" | "release") => {
    if (busy.current) return;
    setDialogError(null);
    setDialog(d);
  };

  return {
    phase,
    banner,
    dialog,
    dialogError,
    isLocked: phase !== "editing",
    submit,
    skip,
    release,
    reclaim,
    next,
    openSkip: () => openDialog("skip"),
    openRelease: () => openDialog("release"),
    closeDialog: () => setDialog(null),
    /** A change to the form makes a "not submitted" message stale. */
    clearRefusal: () => setBanner((b) => (b?.tone === "error" && phase === "editing" ? null : b)),
  };
}
