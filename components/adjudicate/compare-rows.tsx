import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export type CompareRow = {
  field: string;
  label: string;
  a: ReactNode;
  b: ReactNode;
  differs: boolean;
};

/** Plain text for a label value: yes/no, "—" for none, lists joined. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "—";
  return typeof value === "string" ? value.replace(/_/g, " ") : JSON.stringify(value);
}

/** Field | A | B, with the rows that differ highlighted (and announced as such). */
export function CompareRows({ rows, headers }: { rows: CompareRow[]; headers: [string, string] }) {
  const t = useTranslations("adjudicate.compare");
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
      <caption className="sr-only">{t("caption")}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <th scope="col" className="w-36 py-1.5 pr-2 font-medium">
            {t("field")}
          </th>
          <th scope="col" className="py-1.5 pr-2 font-medium">
            {headers[0]}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            {headers[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.field}
            data-field={r.field}
            data-differs={r.differs}
            className={`border-b border-slate-100 align-top ${r.differs ? "bg-amber-50" : ""}`}
          >
            <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-700">
              {r.label}
              {r.differs ? (
                <span
                  className="ml-1 rounded bg-amber-200 px-1 text-xs text-amber-900"
                  title={t("differs")}
                >
                  ≠<span className="sr-only"> {t("differs")}</span>
                </span>
              ) : null}
            </th>
            <td
              className={`py-1.5 pr-2 break-words ${r.differs ? "font-semibold text-amber-950" : "text-slate-800"}`}
            >
              {r.a}
            </td>
            <td
              className={`py-1.5 break-words ${r.differs ? "font-semibold text-amber-950" : "text-slate-800"}`}
            >
              {r.b}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
