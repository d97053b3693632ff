import { useTranslations } from "next-intl";
import { codeColumns } from "@/lib/adjudication/code-columns";
import type { GeneratedCommentAnnotation } from "@/lib/items/generated-comment/generated-comment-annotation-schema";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";

const names = new Map(errorCodes.map((c) => [c.code, c.name]));

/** The three columns: the codes only A gave, both gave, only B gave; each title is `kindScreens.codeComment.compare.<key>`. */
const columns = [
  { key: "onlyA", tone: "bg-sky-50 text-sky-900", id: "only-a" },
  { key: "both", tone: "bg-slate-100 text-slate-800", id: "both" },
  { key: "onlyB", tone: "bg-rose-50 text-rose-900", id: "only-b" },
] as const;

function CodeList({ codes, tone }: { codes: string[]; tone: string }) {
  const t = useTranslations("kindScreens.codeComment.compare");
  if (codes.length === 0) return <p className="text-xs text-slate-500">{t("none")}</p>;
  return (
    <ul className="space-y-1">
      {codes.map((c) => (
        <li key={c} className={`rounded px-1.5 py-0.5 text-xs ${tone}`}>
          <span className="font-mono font-semibold">{c}</span> {names.get(c) ?? ""}
        </li>
      ))}
    </ul>
  );
}

/** Accuracy and notes side by side; error codes as three columns: only A, both, only B. */
export function CommentCompare({
  a,
  b,
  headers,
  differs,
}: {
  a: GeneratedCommentAnnotation;
  b: GeneratedCommentAnnotation;
  headers: [string, string];
  differs: ReadonlySet<string>;
}) {
  const t = useTranslations("kindScreens");
  const cols = codeColumns(a.error_codes ?? [], b.error_codes ?? []);
  const codesDiffer = differs.has("error_codes");
  return (
    <div className="space-y-4">
      <CompareRows
        headers={headers}
        rows={[
          {
            field: "accuracy",
            label: t("codeComment.fields.accuracy"),
            a: valueText(a.accuracy),
            b: valueText(b.accuracy),
            differs: differs.has("accuracy"),
          },
          {
            field: "notes",
            label: t("common.notes"),
            a: valueText(a.notes),
            b: valueText(b.notes),
            differs: false,
          },
        ]}
      />
      <section aria-labelledby="codes-compare-title" data-testid="code-columns">
        <h3 id="codes-compare-title" className="mb-1.5 text-sm font-semibold text-slate-900">
          {t("codeComment.fields.errorCodes")}{" "}
          {codesDiffer ? (
            <span className="ml-1 rounded bg-amber-200 px-1 text-xs text-amber-900">
              {t("common.differ")}
            </span>
          ) : null}
        </h3>
        <div className="grid grid-cols-3 gap-2">
          {columns.map(({ key, tone, id }) => (
            <div
              key={id}
              data-testid={`codes-${id}`}
              className="min-w-0 rounded-md border border-slate-200 p-2"
            >
              <p className="mb-1 text-xs font-medium text-slate-500">
                {t(`codeComment.compare.${key}`)}
              </p>
              <CodeList codes={cols[key]} tone={tone} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
