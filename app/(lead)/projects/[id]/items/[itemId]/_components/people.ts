import type { Person } from "@/lib/gold/item-history-dto";

/** The `items.people` messages, as the history's translator gives them. */
type PeopleText = (key: "machine" | "imported", values: { name: string }) => string;

/** Who wrote something: a person, a machine annotator or an imported (external) one. */
export const who = (
  t: PeopleText,
  p: Person | null,
  machine?: string | null,
  external?: string | null,
) =>
  p
    ? `${p.name} <${p.email}>`
    : machine
      ? t("machine", { name: machine })
      : external
        ? t("imported", { name: external })
        : "—";

/** The short form for a column header: the name, the machine or the imported annotator. */
export const whoShort = (p: Person | null, machine?: string | null, external?: string | null) =>
  p?.name ?? machine ?? external ?? "—";
