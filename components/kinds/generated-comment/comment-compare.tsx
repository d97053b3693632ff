import { codeColumns } from "@/lib/adjudication/code-columns";
import type { GeneratedCommentAnnotation } from "@/lib/items/generated-comment/generated-comment-annotation-schema";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";

const names = new Map(errorCodes.map((c) => [c.code, c.name]));

function CodeList({ codes, tone }: { codes: string[]; tone: string }) {
  if (codes.length === 0) return <p className="text-xs text-slate-500">none</p>;
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
  const cols = codeColumns(a.error_codes ?? [], b.error_codes ?? []);
  return (
    <div className="space-y-4">
      <CompareRows
        headers={headers}
        rows={[
          {
            field: "accuracy",
            label: "Accuracy",
            a: valueText(a.accuracy),
            b: valueText(b.accuracy),
            differs: differs.has("accuracy"),
          },
          {
            field: "notes",
            label: "Notes",
            a: valueText(a.notes),
            b: valueText(b.notes),
            differs: false,
          },
        ]}
      />
      <section aria-labelledby="codes-compare-title" data-testid="code-columns">
        <h3 id="codes-compare-title" className="mb-1.5 text-sm font-semibold text-slate-900">
          Error codes{" "}
          {differs.has("error_codes") ? (
            <span className="ml-1 rounded bg-amber-200 px-1 text-xs text-amber-900">differ</span>
          ) : null}
        </h3>
        <div className="grid grid-cols-3 gap-2">
          {(
            [
              ["Only A", cols.onlyA, "bg-sky-50 text-sky-900", "only-a"],
              ["Both", cols.both, "bg-slate-100 text-slate-800", "both"],
              ["Only B", cols.onlyB, "bg-rose-50 text-rose-900", "only-b"],
            ] as const
          ).map(([title, codes, tone, id]) => (
            <div
              key={id}
              data-testid={`codes-${id}`}
              className="min-w-0 rounded-md border border-slate-200 p-2"
            >
              <p className="mb-1 text-xs font-medium text-slate-500">{title}</p>
              <CodeList codes={codes} tone={tone} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
