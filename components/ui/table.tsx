import type { ComponentProps, ReactNode } from "react";
import { scrollRegion } from "./scroll-region";

/** A bordered, horizontally scrollable table with a caption for screen readers. */
export function Table({
  caption,
  children,
  captionVisible = false,
  ...rest
}: { caption: string; children: ReactNode; captionVisible?: boolean } & ComponentProps<"table">) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      {...scrollRegion(caption)}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm" {...rest}>
        <caption
          className={
            captionVisible ? "px-4 py-2 text-left text-sm font-medium text-slate-700" : "sr-only"
          }
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ children, className = "", ...rest }: ComponentProps<"th">) {
  return (
    <th scope="col" className={`px-4 py-2.5 ${className}`} {...rest}>
      {children}
    </th>
  );
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

export function Td({ children, className = "", ...rest }: ComponentProps<"td">) {
  return (
    <td className={`px-4 py-2.5 align-top text-slate-800 ${className}`} {...rest}>
      {children}
    </td>
  );
}
