"use client";

import { useTranslations } from "next-intl";
import { ActionDialog } from "@/components/ui/action-dialog";
import { revokeTokenAction } from "../actions";

/** Revoking cannot be undone (scripts using the token stop at once), so it asks first. */
export function RevokeTokenButton({ tokenId, name }: { tokenId: string; name: string }) {
  const t = useTranslations("tokens.revoke");
  return (
    <ActionDialog
      action={revokeTokenAction}
      hidden={{ tokenId }}
      trigger={t("trigger")}
      triggerLabel={t("triggerLabel", { name })}
      title={t("title", { name })}
      confirmLabel={t("confirm")}
      pendingLabel={t("pending")}
    >
      <p>{t("body")}</p>
    </ActionDialog>
  );
}
