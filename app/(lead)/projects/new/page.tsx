import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { itemKinds } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { strataChoices } from "@/lib/sampling/overlap-strata";
import { NewProjectForm } from "./_components/new-project-form";

export const metadata: Metadata = { title: "New project" };

export default async function NewProjectPage() {
  await requireUser({ action: "project.create", from: "/projects/new" });
  // Per kind, as the settings page passes them for its one kind: the strata it allows, whether it has a validation round.
  const samplingByKind = Object.fromEntries(
    itemKinds.map((k) => [
      k,
      {
        strataChoices: strataChoices(k),
        validationRound: kindModule(k).validationRound !== undefined,
      },
    ]),
  );
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="New project"
        description="You become the project's lead. Import items and add members next."
      />
      <Card>
        <NewProjectForm samplingByKind={samplingByKind} />
      </Card>
    </div>
  );
}
