"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { ActionDialog } from "@/components/ui/action-dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { controlClass } from "@/components/ui/styles";
import type { MemberDto } from "@/lib/projects/project-dto";
import { updateMemberAction } from "../actions";

const roles = ["annotator", "adjudicator", "lead"] as const;

/** Per member: their role in the project, and deactivation (asked first) or reactivation. */
export function MemberControls({ projectId, member }: { projectId: number; member: MemberDto }) {
  const t = useTranslations("members.controls");
  const tc = useTranslations("common");
  const [roleState, roleAction] = useActionState(updateMemberAction, null);
  const [activeState, activeAction] = useActionState(updateMemberAction, null);
  const failed = [roleState, activeState].find((s) => s && !s.ok);
  const ids = { projectId, userId: member.userId };
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <form action={roleAction} className="flex items-center gap-1">
          <input type="hidden" name="projectId" value={projectId} />
          <input type="hidden" name="userId" value={member.userId} />
          <label htmlFor={`member-role-${member.userId}`} className="sr-only">
            {tc("roleOf", { name: member.name })}
          </label>
          <select
            key={member.role}
            id={`member-role-${member.userId}`}
            name="role"
            defaultValue={member.role}
            className={`${controlClass} w-auto py-1`}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {tc(`roles.${r}`)}
              </option>
            ))}
          </select>
          <SubmitButton
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            aria-label={tc("changeRoleOf", { name: member.name })}
          >
            {tc("changeRole")}
          </SubmitButton>
        </form>
        {member.isActive ? (
          <ActionDialog
            action={updateMemberAction}
            hidden={{ ...ids, active: "false" }}
            trigger={tc("deactivate")}
            triggerLabel={tc("deactivateName", { name: member.name })}
            title={t("deactivateTitle", { name: member.name })}
            confirmLabel={tc("deactivate")}
            pendingLabel={tc("deactivating")}
          >
            <p>{t("deactivateEffect", { email: member.email })}</p>
            <p>{t("deactivateKeeps")}</p>
          </ActionDialog>
        ) : (
          <form action={activeAction}>
            <input type="hidden" name="projectId" value={projectId} />
            <input type="hidden" name="userId" value={member.userId} />
            <input type="hidden" name="active" value="true" />
            <SubmitButton
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              pendingLabel={tc("reactivating")}
              aria-label={tc("reactivateName", { name: member.name })}
            >
              {tc("reactivate")}
            </SubmitButton>
          </form>
        )}
      </div>
      {failed && !failed.ok ? (
        <p role="alert" data-testid="member-error" className="text-xs text-red-700">
          {failed.message}
        </p>
      ) : null}
    </div>
  );
}
