import Link from "next/link";
import { useTranslations } from "next-intl";

// Each key names the tab in the `agreement.tabs` catalogue.
const tabs = [
  { key: "annotators", path: "" },
  { key: "judges", path: "/judges" },
] as const;

/** The agreement dashboard's tabs: human agreement, and the judge runs against the humans (SPEC §4). */
export function AgreementTabs({
  projectId,
  current,
}: {
  projectId: number | string;
  current: (typeof tabs)[number]["key"];
}) {
  const t = useTranslations("agreement.tabs");
  return (
    <nav
      aria-label={t("label")}
      className="mb-4 flex gap-1 border-b border-slate-200"
      data-testid="agreement-tabs"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={`/projects/${projectId}/agreement${tab.path}`}
          aria-current={tab.key === current ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab.key === current ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
