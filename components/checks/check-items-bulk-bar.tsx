"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

type Outcome = { tone: "ok" | "error"; lines: string[] };

/**
 * The lead's bulk marking on the items list (decision 027): the rows' checkboxes belong to the form
 * `formId` (`<input form=… name="external_id">`), so the table stays a server component. Posts the
 * ticked ids to `POST /projects/{id}/check-items` (`check: false` unmarks) and shows what the
 * server answered: how many changed, or the 422's reason per id (only items with gold can be checks).
 * The training items of the qualification round (`POST /projects/{id}/training-items`) likewise.
 */
export function CheckItemsBulkBar({ projectId, formId }: { projectId: number; formId: string }) {
  const t = useTranslations("checks");
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const boxes = () => [
    ...document.querySelectorAll<HTMLInputElement>(`input[form="${formId}"][name="external_id"]`),
  ];

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value") ?? "mark";
    // Training items (decision 080) are marked the same way, through their own route.
    const isTraining = value === "train" || value === "untrain";
    const check = value === "mark" || value === "train";
    const ids = boxes()
      .filter((b) => b.checked)
      .map((b) => b.value);
    if (!ids.length) return setOutcome({ tone: "error", lines: [t("tickFirst")] });
    setIsBusy(true);
    setOutcome(null);
    const res = await fetch(
      `/api/v1/projects/${projectId}/${isTraining ? "training-items" : "check-items"}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          isTraining ? { external_ids: ids, training: check } : { external_ids: ids, check },
        ),
      },
    );
    setIsBusy(false);
    const body = (await res.json().catch(() => null)) as {
      changed?: number;
      unchanged?: number;
      error?: {
        message?: string;
        details?: { errors?: { external_id: string; message: string }[] };
      };
    } | null;
    if (!res.ok) {
      const lines = [
        body?.error?.message ?? t("serverAnswered", { status: res.status }),
        ...(body?.error?.details?.errors ?? []).map((x) => `${x.external_id}: ${x.message}`),
      ];
      return setOutcome({ tone: "error", lines });
    }
    const counts = { changed: body?.changed ?? 0, unchanged: body?.unchanged ?? 0 };
    const message = isTraining
      ? check
        ? "trainingMarked"
        : "trainingUnmarked"
      : check
        ? "marked"
        : "unmarked";
    setOutcome({ tone: "ok", lines: [t(message, counts)] });
    for (const b of boxes()) b.checked = false;
    router.refresh();
  }

  return (
    <form
      id={formId}
      onSubmit={(e) => void onSubmit(e)}
      className="mb-3 flex flex-wrap items-center gap-2 text-sm"
      aria-label={t("bar")}
      data-testid="check-items-bar"
    >
      <span className="text-slate-600">{t("ticked")}</span>
      <Button type="submit" size="sm" value="mark" disabled={isBusy} data-testid="mark-check-items">
        {t("mark")}
      </Button>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        value="unmark"
        disabled={isBusy}
        data-testid="unmark-check-items"
      >
        {t("unmark")}
      </Button>
      <Button
        type="submit"
        size="sm"
        value="train"
        disabled={isBusy}
        data-testid="mark-training-items"
      >
        {t("markTraining")}
      </Button>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        value="untrain"
        disabled={isBusy}
        data-testid="unmark-training-items"
      >
        {t("unmarkTraining")}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={isBusy}
        onClick={() => boxes().forEach((b) => (b.checked = true))}
      >
        {t("tickAll")}
      </Button>
      {outcome ? (
        <div
          role={outcome.tone === "error" ? "alert" : "status"}
          data-testid="check-items-outcome"
          className={`w-full text-xs ${outcome.tone === "error" ? "text-red-700" : "text-emerald-800"}`}
        >
          {outcome.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      ) : null}
    </form>
  );
}
