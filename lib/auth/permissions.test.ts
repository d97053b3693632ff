import { describe, expect, it } from "vitest";
import {
  can,
  canInProject,
  projectActions,
  projectRolesAllowed,
  type ProjectAction,
  type ProjectRole,
} from "./permissions";

describe("can (global)", () => {
  it.each([
    ["admin", "user.manage", true],
    ["lead", "user.manage", false],
    ["annotator", "user.manage", false],
    ["lead", "project.create", true],
    ["annotator", "project.create", false],
    ["annotator", "project.list", true],
  ] as const)("%s → %s = %s", (role, action, expected) => {
    expect(can({ role }, action)).toBe(expected);
  });
});

describe("canInProject", () => {
  const table: [ProjectRole | null, ProjectAction, boolean][] = [
    ["lead", "item.import", true],
    ["annotator", "item.import", false],
    ["adjudicator", "item.import", false],
    [null, "project.view", false],
    ["annotator", "project.view", true],
    ["annotator", "item.annotate", true],
    ["lead", "item.annotate", false],
    ["annotator", "gold.export", false],
    ["annotator", "agreement.view", false],
    ["adjudicator", "item.adjudicate", true],
    ["lead", "outcome.view", true],
    ["annotator", "outcome.view", false],
    ["adjudicator", "outcome.view", false],
  ];
  it.each(table)("%s may %s: %s", (projectRole, action, expected) => {
    expect(canInProject({ role: "annotator" }, projectRole, action)).toBe(expected);
  });

  it("lets a global lead act only through their project role", () => {
    expect(canInProject({ role: "lead" }, null, "item.import")).toBe(false);
    expect(canInProject({ role: "lead" }, "annotator", "item.import")).toBe(false);
  });

  it("lets admins do everything, member or not", () => {
    expect(canInProject({ role: "admin" }, null, "gold.export")).toBe(true);
  });
});

describe("projectRolesAllowed", () => {
  it("lists exactly the membership roles canInProject accepts, for every action", () => {
    for (const action of projectActions) {
      for (const role of ["lead", "annotator"] as const) {
        const allowed = projectRolesAllowed({ role }, action);
        expect(allowed).not.toBeNull();
        for (const projectRole of ["lead", "annotator", "adjudicator"] as const) {
          expect(allowed!.includes(projectRole)).toBe(canInProject({ role }, projectRole, action));
        }
      }
    }
    expect(projectRolesAllowed({ role: "annotator" }, "item.annotate")).toEqual(["annotator"]);
  });

  it("is null for admins, whom membership does not limit", () => {
    expect(projectRolesAllowed({ role: "admin" }, "item.annotate")).toBeNull();
  });
});
