import { describe, expect, it } from "vitest";
import { endpointProblem, isRefusedAddress } from "./check-endpoint";

describe("judge endpoints", () => {
  it.each([
    "169.254.169.254",
    "169.254.1.1",
    "fe80::1",
    "FE80::abcd",
    "fd00:ec2::254",
    "::ffff:169.254.169.254",
  ])("refuses the address %s", (a) => expect(isRefusedAddress(a)).toBe(true));

  it.each(["127.0.0.1", "10.0.0.5", "::1", "fd00:ec2::253", "8.8.8.8", "example.org"])(
    "allows %s",
    (a) => expect(isRefusedAddress(a)).toBe(false),
  );

  it.each([
    ["http://169.254.169.254/latest", /link-local or cloud metadata/],
    ["http://[fd00:ec2::254]/v1", /link-local or cloud metadata/],
    ["http://2852039166/v1", /link-local or cloud metadata/],
    ["http://metadata.google.internal/computeMetadata", /link-local or cloud metadata/],
    ["file:///etc/passwd", /http/],
    ["http://user:pw@127.0.0.1/v1", /user name or password/],
    ["http://no-such-host.invalid/v1", /does not resolve/],
  ])("refuses %s", async (url, message) => {
    expect(await endpointProblem(url)).toMatch(message);
  });

  it("allows loopback by address and by name", async () => {
    expect(await endpointProblem("http://127.0.0.1:8000/v1")).toBeNull();
    expect(await endpointProblem("http://localhost:8000/v1")).toBeNull();
  });
});
