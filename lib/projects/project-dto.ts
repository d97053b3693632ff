import type { ProjectRole } from "@/lib/auth/permissions";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "./project-settings";
import type { ItemCounts } from "./visible-item-counts";

/** The counts are as the viewer may see them (visibleItemCounts): an annotator's are blind to outcomes. */
export type ProjectDto = ItemCounts & {
  id: number;
  name: string;
  kind: ItemKind;
  settings: ProjectSettings;
  instructions: string;
  createdAt: string;
  /** The viewer's role in the project; null for an admin who is not a member. */
  myRole: ProjectRole | null;
};

/** `isActive` false: deactivated, kept for history, gets no work. `languages` empty: any language. */
export type MemberDto = {
  userId: number;
  email: string;
  name: string;
  role: ProjectRole;
  isActive: boolean;
  languages: string[];
  addedAt: string;
};
