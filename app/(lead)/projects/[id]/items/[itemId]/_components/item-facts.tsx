import { useTranslations } from "next-intl";
import { kindServerUi } from "@/components/kinds/registry";
import type { ItemFields } from "@/lib/items/item-dto";

/** The few fields that identify an item of each kind, for the line under its id (each kind's `facts`). */
export function itemFacts(fields: ItemFields): [string, string][] {
  return kindServerUi(fields.kind).facts(fields);
}

export function MetaTable({ meta }: { meta: Record<string, unknown> | null }) {
  const t = useTranslations("items.meta");
  const entries = Object.entries(meta ?? {});
  if (entries.length === 0) return null;
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white"
      data-testid="item-meta"
      open={entries.length <= 8}
    >
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-800">
        {t("summary", { count: entries.length })}
      </summary>
      <table className="w-full border-t border-slate-200 text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <tbody className="divide-y divide-slate-100">
          {entries.map(([key, value]) => (
            <tr key={key}>
              <th
                scope="row"
                className="w-48 px-4 py-1.5 text-left align-top font-mono text-xs font-medium text-slate-600"
              >
                {key}
              </th>
              <td className="px-4 py-1.5 font-mono text-xs break-all whitespace-pre-wrap text-slate-800">
                {typeof value === "string" ? value : JSON.stringify(value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
