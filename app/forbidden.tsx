import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AppShell } from "@/components/nav/app-shell";
import { AccessDenied } from "@/components/ui/access-denied";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("errors.forbidden"))("title") };
}

/** Every page's 403 (forbidden() in lib/actions/load-page-data.ts and lib/auth/require-user.ts). */
export default function Forbidden() {
  const t = useTranslations("errors.forbidden");
  return (
    <AppShell>
      <AccessDenied message={t("message")} />
    </AppShell>
  );
}
