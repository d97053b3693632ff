import type { Metadata } from "next";
import { AccessDenied } from "@/components/ui/access-denied";
import { requireUser } from "@/lib/auth/require-user";

export const metadata: Metadata = { title: "No access" };

export default async function ForbiddenPage() {
  await requireUser({ from: "/forbidden" });
  return <AccessDenied message="Your role does not allow the page you asked for. If you think it should, ask an admin." />;
}
