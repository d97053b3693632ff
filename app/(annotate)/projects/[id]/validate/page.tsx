import type { Metadata } from "next";
import { AnnotateHeader } from "@/components/annotate/annotate-header";
import { InstructionsPanel } from "@/components/annotate/instructions-panel";
import { workspaceFor } from "@/components/annotate/item-slots";
import { readmeModule } from "@/components/kinds/readme/readme-form";
import { readmeValidationSlots } from "@/components/kinds/readme/readme-validation-slots";
import { ValidationProgressBars } from "@/components/annotate/validation-progress-bars";
import { MarkdownView } from "@/components/items/markdown-view";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { hasValidationRound } from "@/lib/gold/validation-access";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";
import { skipValidationAction, submitValidationAction } from "./actions";
import { ValidationScreen } from "./_components/validation-screen";

export const metadata: Metadata = { title: "Validate" };

/**
 * The README validation round: the next gold list I may rate (not one I annotated or rated, one
 * with fewer than two ratings). Reading it takes nothing from anyone (no lease), so a GET may
 * show it; the rating is a server action with the API's rules.
 */
export default async function ValidatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/validate` });
  const { project, round } = await loadPageData(async () => {
    const project = await loadProjectAccess({
      actor: user,
      projectId: routeRowId(id),
      action: "project.view",
    });
    if (!hasValidationRound(project)) return { project, round: null };
    const [task, progress] = await Promise.all([
      claimNextValidation({ actor: user, projectId: project.id }),
      getValidationProgress({ actor: user, projectId: project.id }),
    ]);
    return { project, round: { task, progress } };
  });
  const back = <ButtonLink href={`/projects/${project.id}`}>Back to the project</ButtonLink>;

  if (round === null) {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        <AnnotateHeader project={project} title="Validate" />
        <EmptyState title="This project has no validation round" action={back}>
          Only README projects validate their gold lists, once a lead turns on the validation round
          in the settings.
        </EmptyState>
      </div>
    );
  }
  const { task, progress } = round;
  const aside = <ValidationProgressBars progress={progress} compact />;
  if (task === null) {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        <AnnotateHeader project={project} title="Validate" aside={aside} />
        <EmptyState title="Nothing left for you to validate" action={back}>
          <p data-testid="done-summary">
            You rated {progress.mine} {progress.mine === 1 ? "list" : "lists"}. Lists you annotated
            are rated by others, and each list needs only two ratings; new gold lists show up here
            as items are finished.
          </p>
        </EmptyState>
      </div>
    );
  }

  const slots = readmeValidationSlots(workspaceFor(task.item, []));
  const instructions = (
    <InstructionsPanel>
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          The list on the right is this README&apos;s gold: what the annotators (and, where they
          disagreed, an adjudicator) found the software does. Read the README and rate how{" "}
          <strong>complete</strong> the list is — does it name every functionality the README
          states? Wording does not matter; missing or wrong functionalities do. Numbers in the
          source show where each entry was taken from; unmarked passages are where to look for what
          is missing.
        </p>
        {project.instructions.trim() ? (
          <MarkdownView markdown={project.instructions} data-testid="project-instructions" />
        ) : null}
      </div>
    </InstructionsPanel>
  );
  return (
    <ValidationScreen
      key={task.itemId}
      projectId={project.id}
      itemId={task.itemId}
      content={slots.content}
      functionalities={readmeModule.parse(task.gold).functionalities}
      header={<AnnotateHeader project={project} title="Validate" item={task.item} aside={aside} />}
      readmeHeader={slots.header}
      rendered={slots.rendered}
      instructions={instructions}
      submit={submitValidationAction}
      skip={skipValidationAction}
    />
  );
}
