import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { loadProjectAccess } from "./load-project-access";
import type { MemberDto } from "./project-dto";

export async function listProjectMembers(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<MemberDto[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  const rows = await db.projectMember.findMany({
    where: { projectId: project.id },
    select: {
      role: true,
      isActive: true,
      languages: true,
      createdAt: true,
      user: { select: { id: true, email: true, name: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => ({
    userId: r.user.id,
    email: r.user.email,
    name: r.user.name,
    role: r.role,
    isActive: r.isActive,
    languages: r.languages ?? [],
    addedAt: r.createdAt.toISOString(),
  }));
}
