// The body of POST /projects/{id}/releases (SPEC §5 "Releases"); the form uses it too.
import { z } from "zod";
import { text } from "@/lib/items/import/item-line-fields";

/** Common dataset licenses, offered first on the form; any other SPDX-shaped id is accepted too. */
export const commonLicenses = [
  "CC-BY-4.0",
  "CC-BY-SA-4.0",
  "CC-BY-NC-4.0",
  "CC-BY-NC-SA-4.0",
  "CC0-1.0",
  "ODC-By-1.0",
  "ODbL-1.0",
  "PDDL-1.0",
  "MIT",
  "Apache-2.0",
  "other",
] as const;

// An SPDX license id (letters, digits, ".", "-", "+"), or a LicenseRef-…; Hugging Face's "other".
const SPDX_ID = /^(?:LicenseRef-)?[A-Za-z0-9][A-Za-z0-9.+-]{0,63}$/;

export const releaseBodySchema = z.strictObject({
  version: text({ nonBlank: true, trimmed: true, maxLength: 40 }),
  title: text({ nonBlank: true, trimmed: true, maxLength: 200 }),
  notes: text({ maxLength: 10_000 }).default(""),
  license: text({
    nonBlank: true,
    check: (v) =>
      SPDX_ID.test(v) ? null : "must be an SPDX license id, e.g. CC-BY-4.0, MIT or Apache-2.0",
  }),
  citation: text({ maxLength: 10_000 })
    .nullable()
    .default(null)
    .transform((v) => (v?.trim() ? v : null)),
});

export type ReleaseBody = z.output<typeof releaseBodySchema>;
