import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { errorResponse, md5PasswordResponse, startupParameters } from "./postgres-auth-gate";

// pg's own client-side computation, to check ours against the real counterpart.
const require = createRequire(import.meta.url);
const { postgresMd5PasswordHash } = require("pg/lib/crypto/utils-legacy.js") as {
  postgresMd5PasswordHash: (u: string, p: string, s: Buffer) => string;
};

describe("postgres auth gate", () => {
  it("computes the MD5 answer the pg client sends", () => {
    for (const [user, password] of [
      ["postgres", "s3cret"],
      ["someone", "pässwörd-ü"],
      ["", ""],
    ]) {
      const salt = Buffer.from([1, 2, 250, 4]);
      expect(md5PasswordResponse({ user, password, salt })).toBe(
        postgresMd5PasswordHash(user, password, salt),
      );
    }
  });

  it("reads the startup parameters", () => {
    const body = Buffer.from("user\0postgres\0database\0accord\0\0");
    const msg = Buffer.alloc(8 + body.length);
    msg.writeInt32BE(msg.length, 0);
    msg.writeInt32BE(196608, 4);
    body.copy(msg, 8);
    expect(startupParameters(msg)).toEqual({ user: "postgres", database: "accord" });
  });

  it("frames an ErrorResponse with its length", () => {
    const e = errorResponse("28P01", "password authentication failed");
    expect(String.fromCharCode(e[0])).toBe("E");
    expect(e.readInt32BE(1)).toBe(e.length - 1);
    expect(e.toString("utf8")).toContain("C28P01\0");
  });
});
