import { describe, expect, it } from "vitest";
import { passwordSchema } from "./user-schemas";

const messageFor = (password: string) => {
  const res = passwordSchema.safeParse(password);
  return res.success ? null : res.error.issues.map((i) => i.message).join("; ");
};

describe("passwordSchema", () => {
  it.each([
    ["short", "must be at least 12 characters"],
    ["eleven-char", "must be at least 12 characters"],
    // In the common-password list (also when the case differs: the list is lower case).
    ["passwordpassword", "is too common: it is in a list of leaked passwords"],
    ["QWERTY123456", "is too common: it is in a list of leaked passwords"],
    ["1qaz2wsx3edc", "is too common: it is in a list of leaked passwords"],
  ])("refuses %j", (password, message) => {
    expect(messageFor(password)).toBe(message);
  });

  it.each(["twelve-chars", "correct horse battery", "accord-demo-gold"])(
    "accepts %j",
    (password) => {
      expect(messageFor(password)).toBeNull();
    },
  );
});
