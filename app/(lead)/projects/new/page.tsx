import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { itemKinds } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { strataChoices } from "@/lib/sampling/overlap-strata";
import { NewProjectForm } from "./_components/new-project-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("newProject"))("title") };
}

export default async function NewProjectPage() {
  await requireUser({ action: "project.create", from: "/projects/new" });
  const t = await getTranslations("newProject");
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
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <NewProjectForm samplingByKind={samplingByKind} />
      </Card>
    </div>
  );
}
