import { memberLanguagesFromText } from "@/lib/projects/member-languages";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { AppError } from "@/lib/errors";
import { updateUser } from "@/lib/users/update-user";
import { cliActor } from "./cli-actor";
import type { Command, Values } from "./command-types";

const out = (line: string) => process.stdout.write(line + "\n");
const str = (v: Values, k: string): string => {
  const value = v[k];
  if (typeof value !== "string" || !value) throw new AppError("bad_request", `--${k} is required.`);
  return value;
};
const opt = (v: Values, k: string) => (typeof v[k] === "string" ? v[k] : undefined);
const projectId = (v: Values) => {
  const id = Number(str(v, "project"));
  if (!Number.isSafeInteger(id))
    throw new AppError("bad_request", "--project takes a project id (see `project list`).");
  return id;
};
/** The account with this e-mail (a 404 naming it when there is none). */
const userId = async (v: Values) => (await cliActor(str(v, "email"))).id;

// Like `user add`, the user commands are the operator's (actor null: they have the machine).
const setActive = (active: boolean): Command => ({
  usage: `user ${active ? "activate" : "deactivate"} --email E`,
  options: { email: { type: "string" } },
  run: async (v) => {
    const user = await updateUser({ actor: null, userId: await userId(v), input: { active } });
    out(
      `${user.email} is ${user.isActive ? "active" : "deactivated (sessions and tokens ended, claims released)"}`,
    );
  },
});

const setMemberActive = (active: boolean): Command => ({
  usage: `member ${active ? "activate" : "deactivate"} --project ID --email E [--as EMAIL]`,
  options: { project: { type: "string" }, email: { type: "string" }, as: { type: "string" } },
  run: async (v) => {
    const m = await updateProjectMember({
      actor: await cliActor(opt(v, "as")),
      projectId: projectId(v),
      userId: await userId(v),
      input: { active },
    });
    out(
      `${m.email} is ${m.isActive ? `${m.role} of project ${str(v, "project")}` : `deactivated in project ${str(v, "project")} (claims released)`}`,
    );
  },
});

/** Changing accounts and memberships (SPEC §7); the rules are the data layer's, as for the API. */
export const accountCommands: Record<string, Command> = {
  "user set": {
    usage: "user set --email E [--role admin|lead|annotator] [--name N] [--password P]",
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
    },
    run: async (v) => {
      const input = { role: opt(v, "role"), name: opt(v, "name"), password: opt(v, "password") };
      const user = await updateUser({ actor: null, userId: await userId(v), input });
      out(
        `updated user ${user.id} ${user.email} (${user.role})${input.password ? ", password reset" : ""}`,
      );
    },
  },
  "user deactivate": setActive(false),
  "user activate": setActive(true),
  "member set": {
    usage:
      'member set --project ID --email E [--role lead|annotator|adjudicator] [--languages el,en | --languages ""] [--as EMAIL]',
    options: {
      project: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      languages: { type: "string" },
      as: { type: "string" },
    },
    run: async (v) => {
      // --languages "" clears them (any language); the codes are checked by the data layer.
      const languages = opt(v, "languages");
      const input = {
        role: opt(v, "role"),
        ...(languages === undefined ? {} : { languages: memberLanguagesFromText(languages) }),
      };
      const m = await updateProjectMember({
        actor: await cliActor(opt(v, "as")),
        projectId: projectId(v),
        userId: await userId(v),
        input,
      });
      out(
        `${m.email} is ${m.role} of project ${str(v, "project")}, ${m.languages.length ? `languages ${m.languages.join(", ")}` : "any language"}`,
      );
    },
  },
  "member deactivate": setMemberActive(false),
  "member activate": setMemberActive(true),
};
