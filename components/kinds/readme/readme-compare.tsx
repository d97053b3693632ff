import { useFormatter, useTranslations } from "next-intl";
import { alignFunctionalities, type Functionality } from "@/lib/adjudication/align-functionalities";
import type { ReadmeAnnotation } from "@/lib/items/readme/readme-annotation-schema";

function Entry({
  f,
  label,
  index,
}: {
  f: Functionality | undefined;
  label: string;
  index: number | null;
}) {
  const t = useTranslations("kindScreens.readmeExtraction.compare");
  if (!f || index === null) return <p className="text-xs text-slate-500 italic">—</p>;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-900">
        <span className="mr-1 font-mono text-xs text-slate-500">
          {label}
          {index + 1}
        </span>
        {f.abstractive}
      </p>
      <p
        className="rounded bg-slate-50 px-1.5 py-0.5 font-mono text-xs break-words text-slate-600"
        title={t("characters", { start: f.extractive.start, end: f.extractive.end })}
      >
        “{f.extractive.text}”
      </p>
    </div>
  );
}

/** The two functionality lists aligned one-to-one (as the agreement rule matches them); unmatched entries flagged. */
export function ReadmeCompare({
  a,
  b,
  headers,
  threshold,
}: {
  a: ReadmeAnnotation;
  b: ReadmeAnnotation;
  headers: [string, string];
  threshold: number;
}) {
  const t = useTranslations("kindScreens.readmeExtraction.compare");
  const format = useFormatter();
  const rows = alignFunctionalities(a.functionalities, b.functionalities, threshold);
  const unmatched = rows.filter((r) => r.a === null || r.b === null).length;
  return (
    <section aria-label={t("label")} data-testid="functionality-alignment" className="space-y-2">
      <p className="text-xs text-slate-600">
        {t("summary", {
          a: a.functionalities.length,
          b: b.functionalities.length,
          matched: rows.length - unmatched,
          unmatched,
          threshold,
        })}
      </p>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {headers[0]}
            </th>
            <th scope="col" className="w-20 py-1.5 pr-2 text-center font-medium">
              {t("match")}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {headers[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const isPair = r.a !== null && r.b !== null;
            return (
              <tr
                key={`${r.a}-${r.b}`}
                data-matched={isPair}
                className={`border-b border-slate-100 align-top ${isPair ? "" : "bg-amber-50"}`}
              >
                <td className="py-1.5 pr-2">
                  <Entry
                    f={r.a === null ? undefined : a.functionalities[r.a]}
                    label="A"
                    index={r.a}
                  />
                </td>
                <td className="py-1.5 pr-2 text-center text-xs">
                  {isPair ? (
                    <span className="text-emerald-700">
                      {format.number(r.similarity ?? 0, { style: "percent" })}
                    </span>
                  ) : (
                    <span className="rounded bg-amber-200 px-1 text-amber-900">
                      {t("only", { side: r.a === null ? "B" : "A" })}
                    </span>
                  )}
                </td>
                <td className="py-1.5">
                  <Entry
                    f={r.b === null ? undefined : b.functionalities[r.b]}
                    label="B"
                    index={r.b}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
