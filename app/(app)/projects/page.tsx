import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/require-user";
import { listProjects } from "@/lib/projects/list-projects";
import { ProjectCard } from "./_components/project-card";

export const metadata: Metadata = { title: "Projects" };

export default async function ProjectsPage() {
  const user = await requireUser({ action: "project.list", from: "/projects" });
  const projects = await listProjects({ actor: user });
  const canCreate = can(user, "project.create");
  const newButton = canCreate ? (
    <ButtonLink href="/projects/new" variant="primary">
      New project
    </ButtonLink>
  ) : null;

  return (
    <>
      <PageHeader
        title="Projects"
        description={
          user.role === "admin"
            ? "Every project on this instance."
            : "Projects you are a member of."
        }
        actions={projects.length > 0 ? newButton : null}
      />
      {projects.length === 0 ? (
        <EmptyState title="No projects yet" action={newButton}>
          {canCreate
            ? "Create a project, import items as JSONL and invite annotators."
            : "A lead will add you to a project; it will show up here."}
        </EmptyState>
      ) : (
        <ul aria-label="Projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ul>
      )}
    </>
  );
}
