import { describe, expect, it } from "vitest";
import { commonLicenses, releaseBodySchema } from "./release-schema";

const valid = { version: "1.0.0", title: "Gold", license: "CC-BY-4.0" };
const problems = (input: object) => {
  const r = releaseBodySchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("release body", () => {
  it("fills the optional fields: notes '', citation null (blank too)", () => {
    expect(releaseBodySchema.parse(valid)).toEqual({ ...valid, notes: "", citation: null });
    expect(releaseBodySchema.parse({ ...valid, citation: "  " }).citation).toBeNull();
    expect(releaseBodySchema.parse({ ...valid, version: "2024-spring draft" }).version).toBe(
      "2024-spring draft",
    );
  });

  it.each([...commonLicenses, "LicenseRef-accord-1", "GPL-3.0-or-later", "CDLA-Permissive-2.0"])(
    "takes the license %s",
    (license) => expect(problems({ ...valid, license })).toEqual({}),
  );

  it.each([
    [{ version: "x".repeat(41) }, "version", "must be at most 40 characters"],
    [{ version: " 1.0" }, "version", "must not start or end with whitespace"],
    [{ title: "" }, "title", "must not be empty"],
    [{ title: "t".repeat(201) }, "title", "must be at most 200 characters"],
    [{ notes: "n".repeat(10_001) }, "notes", "must be at most 10000 characters"],
    [{ citation: "c".repeat(10_001) }, "citation", "must be at most 10000 characters"],
    [{ license: "CC BY 4.0" }, "license", expect.stringContaining("SPDX")],
    [{ license: "-MIT" }, "license", expect.stringContaining("SPDX")],
    [{ license: "" }, "license", "must not be empty"],
    [{ version: 1 }, "version", expect.any(String)],
    [{ extra: true }, "", expect.stringContaining("extra")],
  ])("refuses %j at %s", (change, field, message) => {
    expect(problems({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
