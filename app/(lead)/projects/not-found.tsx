import Link from "next/link";
import { useTranslations } from "next-intl";
import { linkClass } from "@/components/ui/styles";

export default function ProjectNotFound() {
  const t = useTranslations("errors.notFound");
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("message")}</p>
      <p className="mt-4 text-sm">
        <Link href="/projects" className={linkClass}>
          {t("back")}
        </Link>
      </p>
    </div>
  );
}
