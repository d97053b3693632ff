"use client";

import { useActionState } from "react";
import { ActionDialog } from "@/components/ui/action-dialog";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { controlClass } from "@/components/ui/styles";
import type { UserDto } from "@/lib/users/user-dto";
import { updateUserAction } from "../actions";

const roleOptions = [
  { value: "annotator", label: "Annotator" },
  { value: "lead", label: "Lead" },
  { value: "admin", label: "Admin" },
] as const;

/** Per account: its role, a new password, and deactivation (asked first) or reactivation. */
export function UserControls({ user }: { user: UserDto }) {
  const [roleState, roleAction] = useActionState(updateUserAction, null);
  const [activeState, activeAction] = useActionState(updateUserAction, null);
  const failed = [roleState, activeState].find((s) => s && !s.ok);
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <form action={roleAction} className="flex items-center gap-1">
          <input type="hidden" name="userId" value={user.id} />
          <label htmlFor={`role-${user.id}`} className="sr-only">
            Role of {user.name}
          </label>
          <select
            key={user.role}
            id={`role-${user.id}`}
            name="role"
            defaultValue={user.role}
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
            aria-label={`Change role of ${user.name}`}
          >
            Change role
          </SubmitButton>
        </form>
        <ActionDialog
          action={updateUserAction}
          hidden={{ userId: user.id }}
          trigger="Reset password"
          triggerLabel={`Reset password of ${user.name}`}
          title={`Reset the password of ${user.name}`}
          confirmLabel="Set password"
          pendingLabel="Saving…"
          variant="primary"
        >
          <p>
            They are signed out everywhere and their API tokens stop working. Share the new password
            with them securely.
          </p>
          <TextField
            name="password"
            id={`password-${user.id}`}
            label="New password"
            type="password"
            autoComplete="new-password"
            required
          />
        </ActionDialog>
        {user.isActive ? (
          <ActionDialog
            action={updateUserAction}
            hidden={{ userId: user.id, active: "false" }}
            trigger="Deactivate"
            triggerLabel={`Deactivate ${user.name}`}
            title={`Deactivate ${user.name}?`}
            confirmLabel="Deactivate"
            pendingLabel="Deactivating…"
          >
            <p>
              {user.email} can no longer sign in; their sessions end and their API tokens stop
              working.
            </p>
            <p>
              Items they hold go back to the queue (drafts are kept). Their annotations and history
              stay. You can reactivate the account later.
            </p>
          </ActionDialog>
        ) : (
          <form action={activeAction}>
            <input type="hidden" name="userId" value={user.id} />
            <input type="hidden" name="active" value="true" />
            <SubmitButton
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              pendingLabel="Reactivating…"
              aria-label={`Reactivate ${user.name}`}
            >
              Reactivate
            </SubmitButton>
          </form>
        )}
      </div>
      {failed && !failed.ok ? (
        <p role="alert" data-testid="user-error" className="text-xs text-red-700">
          {failed.message}
        </p>
      ) : null}
    </div>
  );
}
