import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { focusRing } from "@/components/ui/styles";
import { LocalePicker } from "./locale-picker";
import { NavLink } from "./nav-link";
import { SignOutButton } from "./sign-out-button";

/** `frame`: the max-width class of the page below (app-shell.tsx), so the bar's content lines up with it. */
export async function AppHeader({ user, frame }: { user: SessionUser; frame: string }) {
  const t = await getTranslations("nav");
  return (
    <header className="bg-slate-900 text-white">
      <div className={`mx-auto flex ${frame} flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5`}>
        <Link
          href="/projects"
          className={`rounded text-lg font-semibold tracking-tight ${focusRing}`}
        >
          Accord
        </Link>
        <nav aria-label={t("main")} className="flex flex-1 flex-wrap items-center gap-1">
          <NavLink href="/projects">{t("projects")}</NavLink>
          {can(user, "user.manage") ? <NavLink href="/admin/users">{t("admin")}</NavLink> : null}
          {can(user, "token.manage") ? <NavLink href="/tokens">{t("apiTokens")}</NavLink> : null}
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span data-testid="current-user">
            <span className="font-medium">{user.name}</span>{" "}
            <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs text-slate-200">
              {t(`roles.${user.role}`)}
            </span>
          </span>
          <LocalePicker />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
