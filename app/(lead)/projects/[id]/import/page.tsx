import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { itemLineSchemas } from "@/lib/items/import/item-line-schema";
import type { ImportPreset } from "@/lib/items/import/sources/import-source-options";
import { importPresets } from "@/lib/items/import/sources/presets/import-presets";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";
import { ImportUploader } from "./_components/import-uploader";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("importPage"))("title") };
}

export default async function ImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/import` });
  const project = await loadPageData(() =>
    loadProjectAccess({ actor: user, projectId: routeRowId(id), action: "item.import" }),
  );
  // Only the presets that make the project's kind.
  const presets = (Object.keys(importPresets) as ImportPreset[]).filter(
    (p) => importPresets[p].kind === project.kind,
  );
  // The item's fields a column or a constant can fill (the kind is the project's).
  const [t, kinds] = await Promise.all([
    getTranslations("importPage"),
    getTranslations("nav.kinds"),
  ]);
  const code = (c: ReactNode) => <code className="font-mono">{c}</code>;
  const fields = Object.keys(itemLineSchemas[project.kind].shape).filter((f) => f !== "kind");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* One column: the preview's table needs the page's width. */}
      <div className="grid gap-6">
        <Card aria-labelledby="upload-title">
          <CardTitle id="upload-title">{t("uploadTitle")}</CardTitle>
          <ImportUploader projectId={project.id} presets={presets} fields={fields} />
        </Card>
        <Card aria-labelledby="format-title">
          <CardTitle id="format-title">{t("formatTitle")}</CardTitle>
          <div className="space-y-3 text-sm text-slate-700">
            <p>{t("formats")}</p>
            <p>
              {t.rich("jsonLines", {
                kind: kinds(project.kind),
                kindValue: project.kind,
                b: (c) => <strong>{c}</strong>,
                code,
              })}
            </p>
            <p>{t.rich("duplicates", { code })}</p>
            <p>{t("example")}</p>
            <pre
              data-testid="format-example"
              className="overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-800"
            >
              {JSON.stringify(itemLineExamples[project.kind])}
            </pre>
          </div>
        </Card>
      </div>
    </>
  );
}
