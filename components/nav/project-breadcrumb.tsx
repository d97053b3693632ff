import Link from "next/link";
import { useTranslations } from "next-intl";
import { linkClass } from "@/components/ui/styles";
import { type ItemKind } from "@/lib/items/item-kinds";

/**
 * The breadcrumb above every page of one project: links from the start (by default Projects, then
 * the project), then the project's kind. `trail` replaces the links after Projects' place.
 */
export function ProjectBreadcrumb({
  project,
  trail,
  className = "",
}: {
  project: { id: number; name: string; kind: ItemKind };
  trail?: { href: string; label: string }[];
  className?: string;
}) {
  const t = useTranslations("nav");
  const links = trail ?? [
    { href: "/projects", label: t("projects") },
    { href: `/projects/${project.id}`, label: project.name },
  ];
  return (
    <nav aria-label={t("breadcrumb")} className={`text-sm text-slate-600 ${className}`}>
      {links.map((l, i) => (
        <span key={l.href}>
          {i > 0 ? (
            <span aria-hidden="true" className="mx-1.5">
              /
            </span>
          ) : null}
          <Link href={l.href} className={linkClass}>
            {l.label}
          </Link>
        </span>
      ))}
      <span className="ml-2 text-slate-500">· {t(`kinds.${project.kind}`)}</span>
    </nav>
  );
}
