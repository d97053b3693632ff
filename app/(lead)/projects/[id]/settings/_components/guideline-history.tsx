import { useTranslations } from "next-intl";
import { GuidelineChanges } from "@/components/guidelines/guideline-changes";
import { Card, CardTitle } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import type { GuidelineVersionDto } from "@/lib/guidelines/list-guideline-versions";

/** Every guideline version, newest first, each with what changed (SPEC §2). */
export function GuidelineHistory({ versions }: { versions: readonly GuidelineVersionDto[] }) {
  const t = useTranslations("settings.history");
  return (
    <Card aria-labelledby="guideline-history" data-testid="guideline-history">
      <CardTitle id="guideline-history">{t("title")}</CardTitle>
      <ol className="space-y-4">
        {[...versions].reverse().map((v) => (
          <li key={v.version} className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
            <h3 className="text-sm font-semibold text-slate-900">
              {t("version", { version: v.version })}{" "}
              <span className="font-normal text-slate-600">
                · <LocalTime iso={v.createdAt} /> · {v.author?.name ?? t("unknownAuthor")}
              </span>
            </h3>
            <div className="mt-2">
              <GuidelineChanges changes={v.diff} />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
