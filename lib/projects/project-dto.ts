import type { ProjectRole } from "@/lib/auth/permissions";
import type { ItemKind, ItemStatus } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "./project-settings";

export type ProjectDto = {
  id: number;
  name: string;
  kind: ItemKind;
  settings: ProjectSettings;
  instructions: string;
  createdAt: string;
  /** The viewer's role in the project; null for an admin who is not a member. */
  myRole: ProjectRole | null;
  itemCount: number;
  statusCounts: Partial<Record<ItemStatus, number>>;
};

/** `isActive` false: deactivated, kept for history, gets no work. */
export type MemberDto = { userId: number; email: string; name: string; role: ProjectRole; isActive: boolean; addedAt: string };
