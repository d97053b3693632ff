import Link from "next/link";
import type { ReactNode } from "react";
import { ProjectTabs } from "@/components/nav/project-tabs";
import { AccessDenied } from "@/components/ui/access-denied";
import { linkClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { itemKindLabels } from "@/lib/items/item-kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";

/** Breadcrumb and section tabs for every page of one project. */
export default async function ProjectLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Signed out: the page itself redirects to sign-in, with its own path as callbackUrl.
  const user = await getSessionUser();
  if (!user) return children;
  const page = await loadPageData(() => loadProjectAccess({ actor: user, projectId: routeRowId(id), action: "project.view" }));
  if (!page.ok) return <AccessDenied message={page.message} />;
  const project = page.data;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-slate-600">
        <Link href="/projects" className={linkClass}>
          Projects
        </Link>
        <span aria-hidden="true" className="mx-1.5">
          /
        </span>
        <Link href={`/projects/${project.id}`} className={linkClass}>
          {project.name}
        </Link>
        <span className="ml-2 text-slate-500">· {itemKindLabels[project.kind]}</span>
      </nav>
      <ProjectTabs projectId={project.id} kind={project.kind} user={user} myRole={project.myRole} />
      {children}
    </>
  );
}
