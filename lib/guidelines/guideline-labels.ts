// Which settings are a project's guideline labels (SPEC §2): each kind declares its keys next to
// its settings (lib/items/<kind>/<kind>-settings.ts); migration 20261218000000 backfilled
// version 1 with the same keys (a test holds the two equal).
import { kindModule, itemKindModules } from "@/lib/items/kinds";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings, type ProjectSettings } from "@/lib/projects/project-settings";

export type GuidelineLabels = Record<string, unknown>;

/** The kind's guideline settings of `settings` (defaults filled), and its fixed parts. */
export function guidelineLabels(kind: ItemKind, settings: ProjectSettings): GuidelineLabels {
  const { guidelineKeys, guidelineConstants } = kindModule(kind).settings;
  return {
    ...Object.fromEntries(guidelineKeys.map((k) => [k, settings[k]])),
    ...guidelineConstants,
  };
}

/** Stored labels as a reader shows them: a key a version left out has the kind's default. */
export function readGuidelineLabels(kind: ItemKind, stored: unknown): GuidelineLabels {
  const raw = stored && typeof stored === "object" ? stored : {};
  const keys = new Set<string>(kindModule(kind).settings.guidelineKeys);
  const known = Object.fromEntries(Object.entries(raw).filter(([k]) => keys.has(k)));
  return guidelineLabels(kind, parseProjectSettings(known));
}

/** Every kind's guideline keys. */
export const allGuidelineKeys = (): string[] => [
  ...new Set(Object.values(itemKindModules).flatMap((m) => [...m.settings.guidelineKeys])),
];
