import type { ReactNode } from "react";
import { AppShell } from "@/components/nav/app-shell";

export default function AdjudicateLayout({ children }: { children: ReactNode }) {
  return <AppShell width="wide">{children}</AppShell>;
}
