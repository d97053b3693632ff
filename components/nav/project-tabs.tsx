import { canInProject, type ProjectAction, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { NavLink } from "./nav-link";

/** `only`: the tab shows only where the project's kind module says it applies. */
const tabs: {
  segment: string;
  label: string;
  action: ProjectAction;
  only?: (kind: ItemKind) => boolean;
}[] = [
  { segment: "", label: "Overview", action: "project.view" },
  { segment: "/items", label: "Items", action: "item.browse" },
  { segment: "/agreement", label: "Agreement", action: "agreement.view" },
  {
    segment: "/metrics",
    label: "Metrics",
    action: "agreement.view",
    only: (kind) => kindModule(kind).metricCalibration !== undefined,
  },
  {
    segment: "/leaderboard",
    label: "Leaderboard",
    action: "agreement.view",
    only: (kind) => kindModule(kind).leaderboard !== undefined,
  },
  { segment: "/import", label: "Import", action: "item.import" },
  { segment: "/health", label: "Health", action: "item.browse" },
  { segment: "/export", label: "Export", action: "gold.export" },
  { segment: "/releases", label: "Releases", action: "gold.export" },
  { segment: "/members", label: "Members", action: "member.manage" },
  { segment: "/settings", label: "Settings", action: "project.manage" },
];

/** The project's sections the viewer may open; just the overview for an annotator. */
export function ProjectTabs({
  projectId,
  kind,
  user,
  myRole,
}: {
  projectId: number;
  kind: ItemKind;
  user: SessionUser;
  myRole: ProjectRole | null;
}) {
  const visible = tabs.filter(
    (t) => canInProject(user, myRole, t.action) && (t.only?.(kind) ?? true),
  );
  if (visible.length < 2) return null;
  return (
    <nav aria-label="Project" className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
      {visible.map((t) => (
        <NavLink
          key={t.segment}
          href={`/projects/${projectId}${t.segment}`}
          exact={t.segment === ""}
          variant="tab"
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
