import Link from "next/link";
import { useTranslations } from "next-intl";
import { linkClass } from "./styles";

/** Shown in place of a page the signed-in user may not use (the server refused the data). */
export function AccessDenied({ message }: { message?: string }) {
  const t = useTranslations("common.accessDenied");
  return (
    <div
      role="alert"
      data-testid="access-denied"
      className="mx-auto max-w-lg rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      <p className="mt-2 text-sm">{message ?? t("message")}</p>
      <p className="mt-4 text-sm">
        <Link href="/projects" className={linkClass}>
          {t("back")}
        </Link>
      </p>
    </div>
  );
}
