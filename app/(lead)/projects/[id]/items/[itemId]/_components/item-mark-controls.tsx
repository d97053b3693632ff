import { getTranslations } from "next-intl/server";
import { ApiPostButton } from "@/components/checks/api-post-button";
import type { SessionUser } from "@/lib/auth/session-user";
import { getItemMarks } from "@/lib/checks/get-item-marks";
import { isAppError } from "@/lib/errors";

/**
 * The lead's switches for using a gold item as a check item (decision 025) or a training item
 * (decision 080), never both; nothing for whoever may not edit gold.
 */
export async function ItemMarkControls({
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
  const marks = await getItemMarks({ actor: user, projectId, itemId }).catch((e: unknown) => {
    if (isAppError(e)) return null;
    throw e;
  });
  if (marks === null || (!marks.hasGold && !marks.isCheck && !marks.isTraining)) return null;
  const check = await getTranslations("items.check");
  const training = await getTranslations("items.training");
  return (
    <>
      {marks.isTraining ? null : (
        <section aria-label={check("label")} className={rowClass}>
          <p className="text-slate-700" data-testid="check-state">
            {check(marks.isCheck ? "isCheck" : "notCheck")}
          </p>
          <ApiPostButton
            url={`/api/v1/projects/${projectId}/check-items`}
            body={{ external_ids: [externalId], check: !marks.isCheck }}
            label={check(marks.isCheck ? "stop" : "use")}
            busyLabel={check("saving")}
            testId="check-toggle"
          />
        </section>
      )}
      {marks.isCheck ? null : (
        <section aria-label={training("label")} className={rowClass}>
          <p className="text-slate-700" data-testid="training-state">
            {training(marks.isTraining ? "isTraining" : "notTraining")}
          </p>
          <ApiPostButton
            url={`/api/v1/projects/${projectId}/training-items`}
            body={{ external_ids: [externalId], training: !marks.isTraining }}
            label={training(marks.isTraining ? "stop" : "use")}
            busyLabel={training("saving")}
            testId="training-toggle"
          />
        </section>
      )}
    </>
  );
}

const rowClass =
  "flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm";
