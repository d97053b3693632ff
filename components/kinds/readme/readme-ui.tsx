// The README's server half: item view, workspace parts (header, rendered README, source text),
// A/B comparison and item facts.
import { useTranslations } from "next-intl";
import type { KindServerUi } from "@/components/kinds/kind-ui";
import { MarkdownView } from "@/components/items/markdown-view";
import { pillClass } from "@/components/items/styles";
import type { ReadmeAnnotation } from "@/lib/items/readme/readme-annotation-schema";
import type { ReadmeFields } from "@/lib/items/item-dto";
import { safeHttpUrl } from "@/lib/render/render-markdown";
import { ReadmeCompare } from "./readme-compare";
import { ReadmeView } from "./readme-view";
import { ReadmeValidationRound } from "./validation/readme-validation-round";

function ReadmeHeader({ fields }: { fields: ReadmeFields }) {
  const t = useTranslations("kindScreens.readmeExtraction");
  const url = safeHttpUrl(fields.url);
  return (
    <header
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 pb-2"
      data-testid="readme-header"
    >
      <h2 className="font-mono text-base font-semibold break-all text-slate-900">
        {fields.repo ?? "README"}
      </h2>
      {url ? (
        <a
          href={url.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-sm break-all text-blue-700 underline underline-offset-2"
        >
          {url.host + url.pathname.replace(/\/$/, "")}
        </a>
      ) : null}
      <span className={`${pillClass} bg-slate-50 text-slate-700 ring-slate-300`}>
        {t("license", { license: fields.license?.trim() || t("unknownLicense") })}
      </span>
    </header>
  );
}

function EmptyReadme() {
  const t = useTranslations("kindScreens.readmeExtraction");
  return <p className="text-sm text-slate-500 italic">{t("empty")}</p>;
}

const workspace = (f: ReadmeFields) => ({
  kind: "readme" as const,
  content: f.content,
  header: <ReadmeHeader fields={f} />,
  rendered: f.content.trim() ? (
    <MarkdownView markdown={f.content} data-testid="readme-rendered-content" />
  ) : (
    <EmptyReadme />
  ),
});

export const readmeUi = {
  ItemBody: ({ fields }) => <ReadmeView fields={fields} />,
  workspace,
  Compare: ({ a, b, headers, settings }) => (
    <ReadmeCompare a={a} b={b} headers={headers} threshold={settings.readmeMatchThreshold} />
  ),
  adjudication: (f) => ({ itemText: f.content }),
  facts: (f) => [
    ["kindScreens.readmeExtraction.facts.repository", f.repo ?? "—"],
    [
      "kindScreens.readmeExtraction.facts.license",
      f.license ?? { message: "kindScreens.readmeExtraction.facts.unknownLicense" },
    ],
  ],
  ValidationRound: (props) => {
    const { fields } = props.task.item;
    if (fields.kind !== "readme") throw new Error("The validation round only has README items.");
    return <ReadmeValidationRound {...props} slots={workspace(fields)} />;
  },
} satisfies KindServerUi<ReadmeFields, ReadmeAnnotation>;
