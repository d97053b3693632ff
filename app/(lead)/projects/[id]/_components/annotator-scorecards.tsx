import { ApiPostButton } from "@/components/checks/api-post-button";
import { ScorecardsTable } from "@/components/scorecards/scorecards-table";
import { Card, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/auth/session-user";
import { getProjectScorecards } from "@/lib/scorecards/get-project-scorecards";

/** The lead's overview table of annotator scorecards (SPEC §4), computed on each visit. */
export async function AnnotatorScorecards({ projectId, user }: { projectId: number; user: SessionUser }) {
  const report = await getProjectScorecards({ actor: user, projectId });
  return (
    <Card aria-labelledby="scorecards-title" className="mt-6">
      <CardTitle id="scorecards-title">Annotators</CardTitle>
      <ScorecardsTable
        report={report}
        csvHref={`/api/v1/projects/${projectId}/annotators?format=csv`}
        actions={(card) =>
          card.checks.paused && card.userId !== null ? (
            <ApiPostButton url={`/api/v1/projects/${projectId}/annotators/${card.userId}/resume`} label="Resume" busyLabel="Resuming…" testId="resume" />
          ) : null
        }
      />
    </Card>
  );
}
