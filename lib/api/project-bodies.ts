// The API bodies of POST /projects and PATCH /projects/{id}: the project schemas with settings
// under snake_case keys (`lease_minutes`), parsed into the camelCase input the project layer takes.
import { createProjectSchema, updateProjectSchema } from "@/lib/projects/project-schemas";
import { projectSettingsSchema } from "@/lib/projects/project-settings";
import { snakeCaseSchema } from "./api-casing";

export const createProjectBodySchema = createProjectSchema.extend({
  settings: snakeCaseSchema(projectSettingsSchema).default(projectSettingsSchema.parse({})),
});

/** Settings name only the keys to change (no defaults filled in): the project layer merges them. */
export const updateProjectBodySchema = updateProjectSchema.extend({
  settings: snakeCaseSchema(projectSettingsSchema, {
    partial: true,
    notObject: "must be an object of settings",
  }).optional(),
});
