import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";

/** The agreement report's `revise_wait`; the overview shows the same. */
export interface ReviseWaitJson {
  items: number;
  next_close_at: string | null;
}

/**
 * "12 items wait for revise windows; the next closes at 10:42": items with every annotation in
 * that neither the overview's outcomes nor agreement count until the sweep compares them.
 */
export function ReviseWaitNote({
  wait,
  className = "",
}: {
  wait: ReviseWaitJson | undefined;
  className?: string;
}) {
  const t = useTranslations("items.reviseWait");
  if (!wait || wait.items === 0) return null;
  const at = wait.next_close_at;
  return (
    <p
      className={`text-sm text-slate-700 ${className}`}
      data-testid="revise-wait"
      data-items={wait.items}
    >
      {at
        ? t.rich("withNext", {
            count: wait.items,
            time: () => <LocalTime iso={at} style="time" />,
          })
        : t("noNext", { count: wait.items })}
    </p>
  );
}
