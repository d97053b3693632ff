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
  if (!wait || wait.items === 0) return null;
  return (
    <p
      className={`text-sm text-slate-700 ${className}`}
      data-testid="revise-wait"
      data-items={wait.items}
    >
      {wait.items === 1 ? "1 item waits" : `${wait.items.toLocaleString("en")} items wait`} for
      revise windows
      {wait.next_close_at ? (
        <>
          ; the next closes at <LocalTime iso={wait.next_close_at} style="time" />
        </>
      ) : null}
      . Outcomes and agreement count {wait.items === 1 ? "it" : "them"} once compared.
    </p>
  );
}
