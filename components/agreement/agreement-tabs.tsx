import Link from "next/link";

const tabs = [
  { key: "annotators", label: "Annotators", path: "" },
  { key: "judges", label: "Judges", path: "/judges" },
] as const;

/** The agreement dashboard's tabs: human agreement, and the judge runs against the humans (SPEC §4). */
export function AgreementTabs({
  projectId,
  current,
}: {
  projectId: number | string;
  current: (typeof tabs)[number]["key"];
}) {
  return (
    <nav
      aria-label="Agreement views"
      className="mb-4 flex gap-1 border-b border-slate-200"
      data-testid="agreement-tabs"
    >
      {tabs.map((t) => (
        <Link
          key={t.key}
          href={`/projects/${projectId}/agreement${t.path}`}
          aria-current={t.key === current ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${t.key === current ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
