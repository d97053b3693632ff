import { describe, expect, it } from "vitest";
import { passwordSchema } from "@/lib/auth/user-schemas";
import { DEFAULT_DEMO_PASSWORD, demoPassword } from "./demo-password";

describe("demoPassword", () => {
  it("defaults to a password that meets the password rule", () => {
    expect(demoPassword({})).toBe(DEFAULT_DEMO_PASSWORD);
    expect(passwordSchema.safeParse(DEFAULT_DEMO_PASSWORD).success).toBe(true);
  });

  it("takes $DEMO_PASSWORD when set", () => {
    expect(demoPassword({ DEMO_PASSWORD: "a-longer-secret-phrase" })).toBe(
      "a-longer-secret-phrase",
    );
  });
});
