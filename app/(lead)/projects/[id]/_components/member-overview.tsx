import { MarkdownView } from "@/components/items/markdown-view";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { itemKindLabels } from "@/lib/items/item-kinds";
import type { ProjectDto } from "@/lib/projects/project-dto";

const roleLabels = { lead: "lead", annotator: "annotator", adjudicator: "adjudicator" } as const;

/** What an annotator or adjudicator sees: the instructions. The queue screens come later. */
export function MemberOverview({ project }: { project: ProjectDto }) {
  return (
    <>
      <PageHeader
        title={project.name}
        description={`${itemKindLabels[project.kind]}${project.myRole ? ` · you are an ${roleLabels[project.myRole]}` : ""}`}
      />
      <div className="space-y-6">
        <Alert tone="info" title="Annotation queue coming soon">
          Claiming items and submitting annotations in the browser is not built yet. Until then, read the instructions below.
        </Alert>
        <Card aria-labelledby="instructions-title">
          <CardTitle id="instructions-title">Instructions</CardTitle>
          {project.instructions.trim() ? (
            <MarkdownView markdown={project.instructions} data-testid="project-instructions" />
          ) : (
            <p className="text-sm text-slate-600">The lead has not written instructions for this project yet.</p>
          )}
        </Card>
      </div>
    </>
  );
}
