import { useTranslations } from "next-intl";
import { kindServerUi } from "@/components/kinds/registry";
import type { ItemFields } from "@/lib/items/item-dto";

/** The few fields that identify an item of each kind, for the line under its id (each kind's `facts`). */
export function ItemFacts({ fields }: { fields: ItemFields }) {
  const t = useTranslations();
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="item-facts">
      {kindServerUi(fields.kind)
        .facts(fields)
        .map(([name, value]) => (
          <div key={name} className="flex gap-1.5">
            <dt className="text-slate-500">{t(name)}</dt>
            <dd className="font-medium break-all text-slate-800">
              {typeof value === "string" ? value : t(value.message)}
            </dd>
          </div>
        ))}
    </dl>
  );
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
