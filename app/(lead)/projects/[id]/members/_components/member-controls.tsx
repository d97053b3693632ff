"use client";

import { useActionState } from "react";
import { ActionDialog } from "@/components/ui/action-dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { controlClass } from "@/components/ui/styles";
import type { MemberDto } from "@/lib/projects/project-dto";
import { updateMemberAction } from "../actions";

const roleOptions = [
  { value: "annotator", label: "Annotator" },
  { value: "adjudicator", label: "Adjudicator" },
  { value: "lead", label: "Lead" },
] as const;

/** Per member: their role in the project, and deactivation (asked first) or reactivation. */
export function MemberControls({ projectId, member }: { projectId: number; member: MemberDto }) {
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
            Role of {member.name}
          </label>
          <select
            key={member.role}
            id={`member-role-${member.userId}`}
            name="role"
            defaultValue={member.role}
            className={`${controlClass} w-auto py-1`}
          >
            {roleOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <SubmitButton
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            pendingLabel="Saving…"
            aria-label={`Change role of ${member.name}`}
          >
            Change role
          </SubmitButton>
        </form>
        {member.isActive ? (
          <ActionDialog
            action={updateMemberAction}
            hidden={{ ...ids, active: "false" }}
            trigger="Deactivate"
            triggerLabel={`Deactivate ${member.name}`}
            title={`Deactivate ${member.name} in this project?`}
            confirmLabel="Deactivate"
            pendingLabel="Deactivating…"
          >
            <p>{member.email} gets no more work in this project and can no longer open it.</p>
            <p>
              Items they hold go back to the queue (drafts are kept). Their annotations and history
              stay. You can reactivate them later.
            </p>
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
              pendingLabel="Reactivating…"
              aria-label={`Reactivate ${member.name}`}
            >
              Reactivate
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
