"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { focusRing } from "@/components/ui/styles";

/** A navigation link marked `aria-current="page"` on its own section (or exactly, with `exact`). */
export function NavLink({
  href,
  children,
  exact = false,
  variant = "bar",
}: {
  href: string;
  children: ReactNode;
  exact?: boolean;
  variant?: "bar" | "tab";
}) {
  const pathname = usePathname();
  const isActive = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  const look =
    variant === "bar"
      ? isActive
        ? "bg-slate-800 text-white"
        : "text-slate-300 hover:bg-slate-800 hover:text-white"
      : isActive
        ? "border-indigo-600 text-indigo-700"
        : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900";
  const shape = variant === "bar" ? "rounded-md px-3 py-1.5" : "-mb-px border-b-2 px-3 py-2";
  return (
    <Link
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={`text-sm font-medium ${shape} ${look} ${focusRing}`}
    >
      {children}
    </Link>
  );
}
