import { describe, expect, it } from "vitest";
import { assertTestDatabaseUrl, testDatabaseUrlProblem } from "./assert-test-database-url";

describe("testDatabaseUrlProblem", () => {
  it.each([
    "postgresql://postgres@127.0.0.1:5433/accord_test",
    "postgresql://postgres@localhost/accord_h4_test",
    "postgres://u:p@localhost:5432/x_test",
    "postgresql://postgres@[::1]:5432/accord_test",
    "postgresql:///accord_test",
    "postgresql:///accord_test?host=/var/run/postgresql",
    "postgresql://ignored/accord_test?host=/tmp",
  ])("accepts %s", (url) => {
    expect(testDatabaseUrlProblem(url)).toBeNull();
  });

  it.each([
    ["postgresql://postgres@db.example.com:5432/accord_test", /host "db.example.com"/],
    ["postgresql://postgres@10.0.0.5/accord_test", /host "10.0.0.5"/],
    ["postgresql://postgres@127.0.0.2/accord_test", /host/],
    ["postgresql://postgres@localhost.evil.com/accord_test", /host/],
    ["postgresql://postgres@127.0.0.1/accord_test?host=db.example.com", /host "db.example.com"/],
    ["postgresql://postgres@127.0.0.1:5433/accord", /does not end in "_test"/],
    ["postgresql://postgres@127.0.0.1:5433/accord_test_copy", /does not end in "_test"/],
    ["postgresql://postgres@127.0.0.1:5433/", /does not end in "_test"/],
    ["postgresql://postgres@127.0.0.1:5433/test", /does not end in "_test"/],
    ["mysql://root@localhost/accord_test", /not a postgresql/],
    ["not a url", /not a valid/],
  ])("refuses %s", (url, why) => {
    expect(testDatabaseUrlProblem(url)).toMatch(why);
  });

  it("assertTestDatabaseUrl throws with the variable's name and the reason", () => {
    expect(() =>
      assertTestDatabaseUrl("postgresql://u@prod.example.com/accord", "DATABASE_URL"),
    ).toThrow(/DATABASE_URL.*host "prod.example.com"/);
    expect(() => assertTestDatabaseUrl("postgresql://u@127.0.0.1/accord_test")).not.toThrow();
  });
});
