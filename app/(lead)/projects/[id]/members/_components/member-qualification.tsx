import { ApiPostButton } from "@/components/checks/api-post-button";
import type { MemberQualification as Standing } from "@/lib/qualification/list-member-qualifications";
import { mustQualify } from "@/lib/qualification/qualification-rules";

const statusText: Record<Standing["status"], string> = {
  not_required: "—",
  exempt: "Exempt (member before the round)",
  qualified: "Qualified",
  not_started: "Not started",
  open: "Attempt running",
  failed: "Not qualified",
};

const percent = (v: number | null) => (v === null ? "…" : `${Math.round(v * 100)} %`);

/** A member's qualification (decision 080): standing, each attempt's score, and the lead's two ways on. */
export function MemberQualification({
  projectId,
  standing,
}: {
  projectId: number;
  standing: Standing;
}) {
  const url = `/api/v1/projects/${projectId}/members/${standing.userId}`;
  return (
    <div className="space-y-1 text-sm" data-testid="member-qualification">
      <p data-testid="qualification-status">{statusText[standing.status]}</p>
      {standing.attempts.length ? (
        <ol className="text-xs text-slate-600" aria-label="Attempts">
          {standing.attempts.map((a) => (
            <li key={a.number}>
              Attempt {a.number}: {percent(a.score)}
              {a.passed === null ? "" : a.passed ? " (passed)" : " (failed)"}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {standing.canAllowAnother ? (
          <ApiPostButton
            url={`${url}/requalify`}
            label="Allow another attempt"
            busyLabel="Allowing…"
            testId="allow-another-attempt"
          />
        ) : null}
        {mustQualify(standing.status) ? (
          <ApiPostButton
            url={`${url}/qualify`}
            label="Qualify by hand"
            busyLabel="Qualifying…"
            testId="qualify-by-hand"
          />
        ) : null}
      </div>
    </div>
  );
}
