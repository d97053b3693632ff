import { GuidelineChanges } from "@/components/guidelines/guideline-changes";
import type { GuidelineNotice as Notice } from "@/lib/guidelines/get-guideline-notice";
import { GuidelineNotice } from "./guideline-notice";

/** The notice with its changes rendered on the server; nothing without one. */
export function GuidelineNoticeFor({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <GuidelineNotice from={notice.from} to={notice.to}>
      <GuidelineChanges changes={notice.changes} />
    </GuidelineNotice>
  );
}
