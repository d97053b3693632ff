import { parseArgs } from "node:util";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { listProjects } from "@/lib/projects/list-projects";
import { createApiToken } from "@/lib/auth/api-tokens";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { AppError } from "@/lib/errors";
import { itemKinds } from "@/lib/items/item-kinds";
import { accountCommands } from "./account-commands";
import { agreementCommand } from "./agreement-command";
import { cliActor } from "./cli-actor";
import type { Command, Values } from "./command-types";
import { exportCommand } from "./export-command";
import { importCommand } from "./import-command";
import { runCommands } from "./run-commands";

const str = (v: Values, k: string): string => {
  const value = v[k];
  if (typeof value !== "string" || !value) throw new AppError("bad_request", `--${k} is required.`);
  return value;
};
const projectId = (v: Values) => {
  const id = Number(str(v, "project"));
  if (!Number.isSafeInteger(id))
    throw new AppError("bad_request", "--project takes a project id (see `project list`).");
  return id;
};
const out = (line: string) => process.stdout.write(line + "\n");

export const commands: Record<string, Command> = {
  "user add": {
    usage: "user add --email E --name N --role admin|lead|annotator --password P",
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
    },
    run: async (v) => {
      const user = await createUser({
        actor: null,
        input: { email: v.email, name: v.name, role: v.role, password: v.password },
      });
      out(`created user ${user.id} ${user.email} (${user.role})`);
    },
  },
  "user list": {
    usage: "user list [--as EMAIL]",
    options: { as: { type: "string" } },
    run: async (v) => {
      for (const u of await listUsers({ actor: await cliActor(v.as as string | undefined) }))
        out(`${u.id}\t${u.email}\t${u.role}\t${u.name}${u.isActive ? "" : "\t(inactive)"}`);
    },
  },
  ...accountCommands,
  "project create": {
    usage: `project create --name N --kind ${itemKinds.join("|")} [--as EMAIL]`,
    options: { name: { type: "string" }, kind: { type: "string" }, as: { type: "string" } },
    run: async (v) => {
      const { id } = await createProject({
        actor: await cliActor(v.as as string | undefined),
        input: { name: v.name, kind: v.kind },
      });
      out(`created project ${id}`);
    },
  },
  "project list": {
    usage: "project list [--as EMAIL]",
    options: { as: { type: "string" } },
    run: async (v) => {
      for (const p of await listProjects({ actor: await cliActor(v.as as string | undefined) }))
        out(`${p.id}\t${p.kind}\t${p.itemCount} items\t${p.name}`);
    },
  },
  "member add": {
    usage: "member add --project ID --email E --role lead|annotator|adjudicator [--as EMAIL]",
    options: {
      project: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      as: { type: "string" },
    },
    run: async (v) => {
      const m = await addProjectMember({
        actor: await cliActor(v.as as string | undefined),
        projectId: projectId(v),
        input: { email: v.email, role: v.role },
      });
      out(`${m.email} is ${m.role} of project ${str(v, "project")}`);
    },
  },
  import: importCommand,
  agreement: agreementCommand,
  export: exportCommand,
  ...runCommands,
  "token create": {
    usage: "token create --email E [--name N]   (prints a Bearer token for that user)",
    options: { email: { type: "string" }, name: { type: "string" } },
    run: async (v) => {
      const user = await cliActor(str(v, "email"));
      out((await createApiToken({ userId: user.id, name: (v.name as string) ?? "cli" })).token);
    },
  },
};

export function parseCommand(argv: string[]) {
  const name = [argv.slice(0, 2).join(" "), argv[0]].find((n) => n && n in commands);
  if (!name) return null;
  const command = commands[name];
  const args = argv.slice(name.split(" ").length);
  const { values, positionals } = parseArgs({
    args,
    options: command.options,
    allowPositionals: command.positionals ?? false,
    strict: true,
  });
  return { command, values, positionals };
}
