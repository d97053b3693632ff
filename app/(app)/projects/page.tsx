import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/require-user";
import { listProjects } from "@/lib/projects/list-projects";
import { ProjectCard } from "./_components/project-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("projects"))("title") };
}

export default async function ProjectsPage() {
  const user = await requireUser({ action: "project.list", from: "/projects" });
  const projects = await listProjects({ actor: user });
  const canCreate = can(user, "project.create");
  const t = await getTranslations("projects");
  const newButton = canCreate ? (
    <ButtonLink href="/projects/new" variant="primary">
      {t("new")}
    </ButtonLink>
  ) : null;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={user.role === "admin" ? t("adminDescription") : t("description")}
        actions={projects.length > 0 ? newButton : null}
      />
      {projects.length === 0 ? (
        <EmptyState title={t("empty")} action={newButton}>
          {canCreate ? t("emptyCreate") : t("emptyWait")}
        </EmptyState>
      ) : (
        <ul aria-label={t("title")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ul>
      )}
    </>
  );
}
