import { getTranslations } from "next-intl/server";
import { ApiPostButton } from "@/components/checks/api-post-button";
import type { SessionUser } from "@/lib/auth/session-user";
import { getCheckState } from "@/lib/checks/get-check-state";
import { isAppError } from "@/lib/errors";

/** The lead's switch for using a gold item as a check item (decision 025); nothing for whoever may not edit gold. */
export async function CheckItemControl({
  user,
  projectId,
  itemId,
  externalId,
}: {
  user: SessionUser;
  projectId: number;
  itemId: number;
  externalId: string;
}) {
  const state = await getCheckState({ actor: user, projectId, itemId }).catch((e: unknown) => {
    if (isAppError(e)) return null;
    throw e;
  });
  if (state === null || (!state.hasGold && !state.isCheck)) return null;
  const t = await getTranslations("items.check");
  return (
    <section
      aria-label={t("label")}
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm"
    >
      <p className="text-slate-700" data-testid="check-state">
        {t(state.isCheck ? "isCheck" : "notCheck")}
      </p>
      <ApiPostButton
        url={`/api/v1/projects/${projectId}/check-items`}
        body={{ external_ids: [externalId], check: !state.isCheck }}
        label={t(state.isCheck ? "stop" : "use")}
        busyLabel={t("saving")}
        testId="check-toggle"
      />
    </section>
  );
}
