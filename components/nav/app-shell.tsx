import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { AppHeader } from "./app-header";

/**
 * The signed-in frame shared by the (app), (lead) and (admin) groups. It is no guard: a layout
 * is not re-run on every navigation, so each page calls requireUser, which also redirects a
 * signed-out visitor to sign-in with the page as callbackUrl (a layout does not know the path).
 * The header's bar spans the same width as the page below it (`frame`), so its edges line up.
 */
const widths = {
  page: { frame: "max-w-6xl", main: "py-8" },
  /**
   * Annotation and adjudication: an item and its form side by side. From lg up the frame is
   * exactly the window's height and `main` scrolls, so a work screen can fill it (`lg:h-full`)
   * with its item scrolling inside and its action bar in view (decision 047).
   */
  wide: { frame: "max-w-[1680px]", main: "py-3 lg:min-h-0 lg:overflow-y-auto" },
} as const;

export async function AppShell({
  children,
  width = "page",
}: {
  children: ReactNode;
  width?: keyof typeof widths;
}) {
  const user = await getSessionUser();
  if (!user) return <>{children}</>;
  const t = await getTranslations("nav");
  return (
    <div className={`flex min-h-screen flex-col ${width === "wide" ? "lg:h-dvh lg:min-h-0" : ""}`}>
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 text-sm focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10"
      >
        {t("skipToContent")}
      </a>
      <AppHeader user={user} frame={widths[width].frame} />
      <main
        id="main"
        className={`mx-auto w-full flex-1 px-4 ${widths[width].frame} ${widths[width].main}`}
      >
        {children}
      </main>
    </div>
  );
}
