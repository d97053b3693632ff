import { z } from "zod";

/** The most languages one member may carry (SPEC §1). */
const MAX_MEMBER_LANGUAGES = 20;

const code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'must be a two-letter ISO 639-1 code such as "el" (no region suffix)');

/**
 * A member's languages (SPEC §1), as items carry them: lowercase ISO 639-1 codes, each once, in
 * the order given. null or [] clears them: the member then gets items in any language.
 */
export const memberLanguagesSchema = z
  .array(code)
  .nullable()
  .transform((codes) => [...new Set(codes ?? [])])
  .refine(
    (codes) => codes.length <= MAX_MEMBER_LANGUAGES,
    `must be at most ${MAX_MEMBER_LANGUAGES} languages`,
  );

/** The form and the CLI type them as one text: "el, en" or "el en". */
export const memberLanguagesFromText = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
