// Issue #12 (h) and (i), SPEC §7: an access-denied page answers 403, or 404 with the same words
// whether it exists or not.
import type { UserDto } from "@/lib/users/user-dto";
import { cookieHeader, signIn, type CookieJar } from "../browser-session";
import type { AttackContext } from "./attack-context";

/** A lead's project with one annotator and one item, and a lead of another project. */
type Guarded = { lead: UserDto; member: UserDto; stranger: UserDto; projectId: number };
type Pages = Guarded & { itemId: number; leadPages: string[] };

export async function runPageAccessAttacks(ctx: AttackContext) {
  const guarded = await seedGuardedProject(ctx);
  const itemId = await importOneItem(ctx, guarded);
  const leadPages = [
    "items",
    `items/${itemId}`,
    "import",
    "members",
    "settings",
    "export",
    "agreement",
    "leaderboard",
    "metrics",
  ];
  const pages: Pages = { ...guarded, itemId, leadPages };

  await ctx.check(
    "(h) a project's annotator gets 403 on its lead pages, and on an admin page",
    () => annotatorIsForbidden(ctx, pages),
  );

  await ctx.check(
    "(i) someone outside the project gets the same 404 page for its pages as for a project or item that does not exist",
    () => strangerSeesNotFound(ctx, pages),
  );
}

async function seedGuardedProject({ newUser }: AttackContext): Promise<Guarded> {
  const { createProject } = await import("@/lib/projects/create-project");
  const { addProjectMember } = await import("@/lib/projects/add-project-member");
  const lead = await newUser("lead", "lead");
  const member = await newUser("annotator", "member");
  const stranger = await newUser("lead", "stranger");
  const { id: projectId } = await createProject({
    actor: lead,
    input: { name: "Guarded", kind: "dialogue" },
  });
  await addProjectMember({
    actor: lead,
    projectId,
    input: { email: member.email, role: "annotator" },
  });
  await createProject({ actor: stranger, input: { name: "Elsewhere", kind: "dialogue" } });
  return { lead, member, stranger, projectId };
}

/** Imports one dialogue through the API as the lead; its id, or NaN when the import failed. */
async function importOneItem({ base, password, db }: AttackContext, { lead, projectId }: Guarded) {
  const dialogue = {
    kind: "dialogue",
    external_id: "guarded-1",
    language: "en",
    turns: [
      { role: "user", content: "hi" },
      { role: "assistant", content: "hello" },
    ],
  };
  const leadToken = (
    (await (
      await fetch(`${base}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: lead.email, password }),
      })
    ).json()) as { token: string }
  ).token;
  const imported = await fetch(`${base}/api/v1/projects/${projectId}/items`, {
    method: "POST",
    headers: { authorization: `Bearer ${leadToken}`, "content-type": "application/x-ndjson" },
    body: `${JSON.stringify(dialogue)}\n`,
  });
  await imported.arrayBuffer();
  return Number(
    (await db.query<{ id: number }>("SELECT id FROM items WHERE project_id = $1", [projectId]))
      .rows[0]?.id,
  );
}

/**
 * The status and the words of a page opened with `jar`: an error page's HTML is an empty shell,
 * its UI comes in the RSC payload, so the words are the text children found there.
 */
async function openPage(base: string, jar: CookieJar, url: string) {
  const res = await fetch(`${base}${url}`, {
    redirect: "manual",
    headers: { cookie: cookieHeader(jar) },
  });
  const html = await res.text();
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((m) => JSON.parse(m[1]) as string)
    .join("");
  const texts = [...flight.matchAll(/"children":("(?:[^"\\]|\\.)*")/g)]
    .map((m) => JSON.parse(m[1]) as string)
    .filter((t) => !t.startsWith("$"));
  return { status: res.status, words: texts.join(" | ") };
}

async function annotatorIsForbidden(
  { base, password }: AttackContext,
  { member, projectId, itemId, leadPages }: Pages,
): Promise<[boolean, string]> {
  const { jar: memberJar } = await signIn({ baseUrl: base, email: member.email, password });
  const seen = [];
  for (const url of [...leadPages.map((p) => `/projects/${projectId}/${p}`), "/admin/users"])
    seen.push({ url, ...(await openPage(base, memberJar, url)) });
  const wrong = seen.filter((s) => s.status !== 403 || !/have access/.test(s.words));
  const control = await openPage(base, memberJar, `/projects/${projectId}`);
  return [
    itemId > 0 && wrong.length === 0 && control.status === 200,
    wrong.map((s) => `${s.url} → ${s.status} "${s.words.slice(0, 80)}"`).join("; ") ||
      `${seen.length} pages 403, the project's overview 200`,
  ];
}

async function strangerSeesNotFound(
  { base, password }: AttackContext,
  { lead, stranger, projectId, itemId, leadPages }: Pages,
): Promise<[boolean, string]> {
  const { jar: strangerJar } = await signIn({ baseUrl: base, email: stranger.email, password });
  const problems: string[] = [];
  for (const sub of ["", ...leadPages]) {
    const real = await openPage(
      base,
      strangerJar,
      `/projects/${projectId}/${sub}`.replace(/\/$/, ""),
    );
    const missing = await openPage(
      base,
      strangerJar,
      `/projects/2000000001/${sub.replace(String(itemId), "2000000001")}`.replace(/\/$/, ""),
    );
    if (real.status !== 404 || missing.status !== 404 || real.words !== missing.words)
      problems.push(
        `${sub || "overview"}: ${real.status} "${real.words.slice(0, 60)}" vs missing ${missing.status} "${missing.words.slice(0, 60)}"`,
      );
  }
  const { jar: leadJar } = await signIn({ baseUrl: base, email: lead.email, password });
  const ownMissing = await openPage(base, leadJar, `/projects/${projectId}/items/2000000001`);
  if (ownMissing.status !== 404) problems.push(`the lead's own missing item: ${ownMissing.status}`);
  return [
    problems.length === 0,
    problems.join("; ") || `${leadPages.length + 1} pages: 404, the same words as for missing ids`,
  ];
}
