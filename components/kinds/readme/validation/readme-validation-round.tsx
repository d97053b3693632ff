import { useTranslations } from "next-intl";
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
  const t = useTranslations("kindScreens.readmeValidation");
  const instructions = (
    <InstructionsPanel version={props.guidelineVersion}>
      <div className="space-y-3 text-sm text-slate-700">
        <p>{t.rich("instructions", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
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
