import type { Person } from "@/lib/gold/item-history-dto";

/** Who wrote something: a person, a machine annotator or an imported (external) one. */
export const who = (p: Person | null, machine?: string | null, external?: string | null) =>
  p
    ? `${p.name} <${p.email}>`
    : machine
      ? `${machine} (machine)`
      : external
        ? `${external} (imported)`
        : "—";

/** The short form for a column header: the name, the machine or the imported annotator. */
export const whoShort = (p: Person | null, machine?: string | null, external?: string | null) =>
  p?.name ?? machine ?? external ?? "—";
