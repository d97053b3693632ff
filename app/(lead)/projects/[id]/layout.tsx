import { ProjectBreadcrumb } from "@/components/nav/project-breadcrumb";
import type { ReactNode } from "react";
import { ProjectTabs } from "@/components/nav/project-tabs";
import { loadPageData } from "@/lib/actions/load-page-data";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";

/** Breadcrumb and section tabs for every page of one project. */
export default async function ProjectLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  // Signed out: the page itself redirects to sign-in, with its own path as callbackUrl.
  const user = await getSessionUser();
  if (!user) return children;
  const project = await loadPageData(() =>
    loadProjectAccess({ actor: user, projectId: routeRowId(id), action: "project.view" }),
  );
  return (
    <>
      <ProjectBreadcrumb project={project} className="mb-2" />
      <ProjectTabs projectId={project.id} kind={project.kind} user={user} myRole={project.myRole} />
      {children}
    </>
  );
}
