"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { ActionDialog } from "@/components/ui/action-dialog";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { controlClass } from "@/components/ui/styles";
import type { UserDto } from "@/lib/users/user-dto";
import { updateUserAction } from "../actions";

const roles = ["annotator", "lead", "admin"] as const;

/** Per account: its role, a new password, and deactivation (asked first) or reactivation. */
export function UserControls({ user }: { user: UserDto }) {
  const t = useTranslations("admin.controls");
  const tc = useTranslations("common");
  const [roleState, roleAction] = useActionState(updateUserAction, null);
  const [activeState, activeAction] = useActionState(updateUserAction, null);
  const failed = [roleState, activeState].find((s) => s && !s.ok);
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <form action={roleAction} className="flex items-center gap-1">
          <input type="hidden" name="userId" value={user.id} />
          <label htmlFor={`role-${user.id}`} className="sr-only">
            {tc("roleOf", { name: user.name })}
          </label>
          <select
            key={user.role}
            id={`role-${user.id}`}
            name="role"
            defaultValue={user.role}
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
            aria-label={tc("changeRoleOf", { name: user.name })}
          >
            {tc("changeRole")}
          </SubmitButton>
        </form>
        <ActionDialog
          action={updateUserAction}
          hidden={{ userId: user.id }}
          trigger={t("resetPassword")}
          triggerLabel={t("resetPasswordOf", { name: user.name })}
          title={t("resetTitle", { name: user.name })}
          confirmLabel={t("setPassword")}
          variant="primary"
        >
          <p>{t("resetBody")}</p>
          <TextField
            name="password"
            id={`password-${user.id}`}
            label={t("newPassword")}
            type="password"
            autoComplete="new-password"
            required
          />
        </ActionDialog>
        {user.isActive ? (
          <ActionDialog
            action={updateUserAction}
            hidden={{ userId: user.id, active: "false" }}
            trigger={tc("deactivate")}
            triggerLabel={tc("deactivateName", { name: user.name })}
            title={t("deactivateTitle", { name: user.name })}
            confirmLabel={tc("deactivate")}
            pendingLabel={tc("deactivating")}
          >
            <p>{t("deactivateEffect", { email: user.email })}</p>
            <p>{t("deactivateKeeps")}</p>
          </ActionDialog>
        ) : (
          <form action={activeAction}>
            <input type="hidden" name="userId" value={user.id} />
            <input type="hidden" name="active" value="true" />
            <SubmitButton
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              pendingLabel={tc("reactivating")}
              aria-label={tc("reactivateName", { name: user.name })}
            >
              {tc("reactivate")}
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
