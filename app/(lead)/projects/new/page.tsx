import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { NewProjectForm } from "./_components/new-project-form";

export const metadata: Metadata = { title: "New project" };

export default async function NewProjectPage() {
  await requireUser({ action: "project.create", from: "/projects/new" });
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="New project" description="You become the project's lead. Import items and add members next." />
      <Card>
        <NewProjectForm />
      </Card>
    </div>
  );
}
