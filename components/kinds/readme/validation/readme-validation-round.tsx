import { InstructionsPanel } from "@/components/annotate/instructions-panel";
import type { WorkspaceData } from "@/components/kinds/client-registry";
import type { ValidationRoundProps } from "@/components/kinds/kind-ui";
import { readmeModule } from "@/components/kinds/readme/readme-form";
import { MarkdownView } from "@/components/items/markdown-view";
import { ValidationScreen } from "./validation-screen";

/** The README validation round: rate how complete the gold functionality list is. */
export function ReadmeValidationRound({
  slots,
  ...props
}: ValidationRoundProps & { slots: Extract<WorkspaceData, { kind: "readme" }> }) {
  const instructions = (
    <InstructionsPanel version={props.guidelineVersion}>
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          The list on the right is this README&apos;s gold: what the annotators (and, where they
          disagreed, an adjudicator) found the software does. Read the README and rate how{" "}
          <strong>complete</strong> the list is — does it name every functionality the README
          states? Wording does not matter; missing or wrong functionalities do. Numbers in the
          source show where each entry was taken from; unmarked passages are where to look for what
          is missing.
        </p>
        {props.projectInstructions.trim() ? (
          <MarkdownView markdown={props.projectInstructions} data-testid="project-instructions" />
        ) : null}
      </div>
    </InstructionsPanel>
  );
  return (
    <ValidationScreen
      key={props.task.itemId}
      projectId={props.projectId}
      itemId={props.task.itemId}
      content={slots.content}
      functionalities={readmeModule.parse(props.task.gold).functionalities}
      header={props.header}
      readmeHeader={slots.header}
      rendered={slots.rendered}
      instructions={instructions}
      submit={props.submit}
      skip={props.skip}
    />
  );
}
