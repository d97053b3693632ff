import type { Metadata } from "next";
import { AppShell } from "@/components/nav/app-shell";
import { AccessDenied } from "@/components/ui/access-denied";

export const metadata: Metadata = { title: "No access" };

/** Every page's 403 (forbidden() in lib/actions/load-page-data.ts and lib/auth/require-user.ts). */
export default function Forbidden() {
  return (
    <AppShell>
      <AccessDenied message="Your role does not allow this page, or your membership in the project is deactivated. If you think it should, ask a lead of the project or an admin." />
    </AppShell>
  );
}
