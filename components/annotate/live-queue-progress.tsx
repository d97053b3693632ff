"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import type { QueueProgress } from "@/lib/queue/queue-dto";
import { QueueProgressBars } from "./queue-progress-bars";
import { useOutbox } from "./submit-outbox";

const count = z.number().int().nonnegative();
/** GET /api/v1/projects/{id}/queue/progress (lib/queue/queue-json.ts progressJson). */
const progressResponse = z.object({
  mine: z.object({ submitted: count, skipped: count }),
  project: z.object({
    items: count,
    done: count,
    annotations_needed: count,
    annotations_submitted: count,
  }),
});

/**
 * The annotate header's progress bars. A prefetched screen (decision 050) was rendered before the
 * submit of the item before it reached the server, so its figures were one submit behind: each
 * time a background submit lands, the bars read the caller's progress again (the annotator's own
 * route, the same figures the page renders).
 */
export function LiveQueueProgress({
  projectId,
  progress,
}: {
  projectId: number;
  progress: QueueProgress;
}) {
  const { landed } = useOutbox();
  const [live, setLive] = useState<QueueProgress | null>(null);

  useEffect(() => {
    if (landed === 0) return;
    let isGone = false;
    void fetch(`/api/v1/projects/${projectId}/queue/progress`, { credentials: "same-origin" })
      .then((res) => (res.ok ? res.json() : null))
      .then((json: unknown) => {
        const parsed = progressResponse.safeParse(json);
        if (isGone || !parsed.success) return;
        const p = parsed.data.project;
        setLive({
          mine: parsed.data.mine,
          project: {
            items: p.items,
            done: p.done,
            annotationsNeeded: p.annotations_needed,
            annotationsSubmitted: p.annotations_submitted,
          },
        });
      })
      .catch(() => undefined);
    return () => {
      isGone = true;
    };
  }, [landed, projectId]);

  return <QueueProgressBars progress={live ?? progress} compact />;
}
