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
        <MarkRow
          mark="check"
          label={check("label")}
          state={check(marks.isCheck ? "isCheck" : "notCheck")}
          url={`/api/v1/projects/${projectId}/check-items`}
          body={{ external_ids: [externalId], check: !marks.isCheck }}
          action={check(marks.isCheck ? "stop" : "use")}
          busy={check("saving")}
        />
      )}
      {marks.isCheck ? null : (
        <MarkRow
          mark="training"
          label={training("label")}
          state={training(marks.isTraining ? "isTraining" : "notTraining")}
          url={`/api/v1/projects/${projectId}/training-items`}
          body={{ external_ids: [externalId], training: !marks.isTraining }}
          action={training(marks.isTraining ? "stop" : "use")}
          busy={training("saving")}
        />
      )}
    </>
  );
}

/** One mark's row: what the item is, and the switch. */
function MarkRow(props: {
  mark: "check" | "training";
  label: string;
  state: string;
  url: string;
  body: object;
  action: string;
  busy: string;
}) {
  return (
    <section
      aria-label={props.label}
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm"
    >
      <p className="text-slate-700" data-testid={`${props.mark}-state`}>
        {props.state}
      </p>
      <ApiPostButton
        url={props.url}
        body={props.body}
        label={props.action}
        busyLabel={props.busy}
        testId={`${props.mark}-toggle`}
      />
    </section>
  );
}
