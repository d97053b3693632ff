import type { GlobalRole } from "@/lib/auth/permissions";

export type UserDto = { id: number; email: string; name: string; role: GlobalRole; isActive: boolean; createdAt: string };

export const userSelect = { id: true, email: true, name: true, role: true, isActive: true, createdAt: true } as const;

export const toUserDto = (u: { id: number; email: string; name: string; role: GlobalRole; isActive: boolean; createdAt: Date }): UserDto => ({
  ...u,
  createdAt: u.createdAt.toISOString(),
});
