import type { GlobalRole } from "@/lib/auth/permissions";

export type UserDto = {
  id: number;
  email: string;
  name: string;
  role: GlobalRole;
  isActive: boolean;
  createdAt: string;
};

export const userSelect = {
  id: true,
  email: true,
  name: true,
  role: true,
  isActive: true,
  createdAt: true,
} as const;

/** The same columns in SQL, for the `pg` side (lib/users/update-user.ts). */
export const userColumns = `id, email, name, role::text AS role, is_active AS "isActive", created_at AS "createdAt"`;

export const toUserDto = (u: {
  id: number;
  email: string;
  name: string;
  role: GlobalRole;
  isActive: boolean;
  createdAt: Date;
}): UserDto => ({
  ...u,
  createdAt: u.createdAt.toISOString(),
});
