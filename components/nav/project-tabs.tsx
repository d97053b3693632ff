import { useTranslations } from "next-intl";
import { canInProject, type ProjectAction, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { NavLink } from "./nav-link";

/** `only`: the tab shows only where the project's kind module says it applies. */
const tabs: {
  segment: string;
  /** Its name's key in the `nav.tabs` catalogue. */
  label:
    | "overview"
    | "items"
    | "agreement"
    | "metrics"
    | "leaderboard"
    | "import"
    | "health"
    | "export"
    | "releases"
    | "members"
    | "settings";
  action: ProjectAction;
  only?: (kind: ItemKind) => boolean;
}[] = [
  { segment: "", label: "overview", action: "project.view" },
  { segment: "/items", label: "items", action: "item.browse" },
  { segment: "/agreement", label: "agreement", action: "agreement.view" },
  {
    segment: "/metrics",
    label: "metrics",
    action: "agreement.view",
    only: (kind) => kindModule(kind).metricCalibration !== undefined,
  },
  {
    segment: "/leaderboard",
    label: "leaderboard",
    action: "agreement.view",
    only: (kind) => kindModule(kind).leaderboard !== undefined,
  },
  { segment: "/import", label: "import", action: "item.import" },
  { segment: "/health", label: "health", action: "item.browse" },
  { segment: "/export", label: "export", action: "gold.export" },
  { segment: "/releases", label: "releases", action: "gold.export" },
  { segment: "/members", label: "members", action: "member.manage" },
  { segment: "/settings", label: "settings", action: "project.manage" },
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
  const t = useTranslations("nav");
  const visible = tabs.filter(
    (tab) => canInProject(user, myRole, tab.action) && (tab.only?.(kind) ?? true),
  );
  if (visible.length < 2) return null;
  return (
    <nav aria-label={t("project")} className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
      {visible.map((tab) => (
        <NavLink
          key={tab.segment}
          href={`/projects/${projectId}${tab.segment}`}
          exact={tab.segment === ""}
          variant="tab"
        >
          {t(`tabs.${tab.label}`)}
        </NavLink>
      ))}
    </nav>
  );
}
