import type { ReactNode } from "react";
import { AppHeader } from "@/components/nav/app-header";
import { getSessionUser } from "@/lib/auth/get-session-user";

/**
 * The annotators' frame: the app header and a wider main area than the lead pages (an item and
 * its form side by side). Like AppShell it is no guard: every page calls requireUser.
 */
export default async function AnnotateLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only rounded bg-white px-3 py-2 text-sm focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10">
        Skip to content
      </a>
      <AppHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-[1680px] flex-1 px-4 py-5">
        {children}
      </main>
    </div>
  );
}
