import Link from "next/link";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { focusRing } from "@/components/ui/styles";
import { NavLink } from "./nav-link";
import { SignOutButton } from "./sign-out-button";

const roleLabels: Record<SessionUser["role"], string> = {
  admin: "Admin",
  lead: "Lead",
  annotator: "Annotator",
};

/** `frame`: the max-width class of the page below (app-shell.tsx), so the bar's content lines up with it. */
export function AppHeader({ user, frame }: { user: SessionUser; frame: string }) {
  return (
    <header className="bg-slate-900 text-white">
      <div className={`mx-auto flex ${frame} flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5`}>
        <Link
          href="/projects"
          className={`rounded text-lg font-semibold tracking-tight ${focusRing}`}
        >
          Accord
        </Link>
        <nav aria-label="Main" className="flex flex-1 flex-wrap items-center gap-1">
          <NavLink href="/projects">Projects</NavLink>
          {can(user, "user.manage") ? <NavLink href="/admin/users">Admin</NavLink> : null}
          {can(user, "token.manage") ? <NavLink href="/tokens">API tokens</NavLink> : null}
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span data-testid="current-user">
            <span className="font-medium">{user.name}</span>{" "}
            <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs text-slate-200">
              {roleLabels[user.role]}
            </span>
          </span>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
