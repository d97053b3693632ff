import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    // The hop the nearest proxy appended, not what the client wrote in front of it.
    ["10.9.9.9, 203.0.113.7", "203.0.113.7"],
    ["forged, 2001:db8::1 ", "2001:db8::1"],
    ["::ffff:127.0.0.1", "::ffff:127.0.0.1"],
    ["not an address", null],
    ["", null],
    [null, null],
  ])("%j → %j", (header, address) => {
    expect(clientAddress(header)).toBe(address);
  });
});
