import type { WorkspaceData } from "../client-registry";

/** The validation round's parts of a gold README's workspace; the round (the kind module's `validationRound`) only has READMEs. */
export function readmeValidationSlots(
  data: WorkspaceData,
): Extract<WorkspaceData, { kind: "readme" }> {
  if (data.kind !== "readme") throw new Error("The validation round only has README items.");
  return data;
}
