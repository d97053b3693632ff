import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AppError, asAppError, unavailableReason } from "./errors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("a database or disk that is unavailable for now is a 503 with its reason", () => {
  it("a real full disk (Node's ENOSPC, from /dev/full)", () => {
    let error: unknown;
    try {
      writeFileSync("/dev/full", "x");
    } catch (e) {
      error = e;
    }
    expect(asAppError(error)).toMatchObject({
      code: "unavailable",
      status: 503,
      message: "The database is unavailable (the disk is full); try again shortly.",
    });
  });

  it("pg's SQLSTATEs, node-postgres's words, Prisma's codes and its adapter's kinds, also wrapped", () => {
    for (const code of [
      "53100",
      "53200",
      "57P01",
      "57P02",
      "57P03",
      "08006",
      "08001",
      "ECONNREFUSED",
      "ECONNRESET",
      "P1001",
      "P1017",
      "P2024",
    ])
      expect(unavailableReason(withCode(code)), code).not.toBeNull();
    expect(unavailableReason(new Error("Connection terminated unexpectedly"))).toBe(
      "the connection to it was lost",
    );
    const prisma = Object.assign(withCode("P2010"), {
      meta: {
        driverAdapterError: {
          name: "DriverAdapterError",
          cause: { kind: "postgres", code: "53100", originalCode: "53100" },
        },
      },
    });
    expect(unavailableReason(prisma)).toBe("its disk is full");
    expect(unavailableReason(new Error("outer", { cause: { kind: "DatabaseNotReachable" } }))).toBe(
      "it cannot be reached",
    );
  });

  it("anything else stays what it was: an AppError as it is, other errors null (a 500)", () => {
    const refused = new AppError("conflict", "no");
    expect(asAppError(refused)).toBe(refused);
    for (const e of [
      withCode("23505"),
      withCode("42P01"),
      withCode("P2002"),
      new Error("boom"),
      null,
      "text",
    ])
      expect(asAppError(e)).toBeNull();
  });
});
