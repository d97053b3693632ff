import "server-only";
import { can, type Actor } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { toUserDto, userSelect, type UserDto } from "./user-dto";

export async function listUsers(opts: { actor: Actor }): Promise<UserDto[]> {
  if (!can(opts.actor, "user.manage"))
    throw new AppError("forbidden", "Only admins can list users.");
  const users = await db.user.findMany({ select: userSelect, orderBy: { email: "asc" } });
  return users.map(toUserDto);
}
