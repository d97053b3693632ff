// Annotation fields that more than one kind shares (SPEC §3).
import { z } from "zod";
import { textMax } from "./text-limits";

export const accuracyLabels = ["correct", "partially_correct", "incorrect"] as const;

/** Free commentary beside any annotation; never decisive. */
export const notes = z.string().check(textMax("notes")).default("");
