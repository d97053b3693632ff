import { describe, expect, it } from "vitest";
import { localTimeText, utcTimeText } from "./time-text";

describe("time texts", () => {
  const iso = "2026-12-01T23:30:15.000Z";
  it("UTC, to the minute or second", () => {
    expect(utcTimeText(iso)).toBe("2026-12-01 23:30 UTC");
    expect(utcTimeText(iso, "second")).toBe("2026-12-01 23:30:15 UTC");
    expect(utcTimeText(iso, "time")).toBe("23:30 UTC");
  });
  it("local time crosses the date line with its zone named", () => {
    expect(localTimeText(iso, "minute", "Asia/Tokyo")).toBe("2026-12-02 08:30 GMT+9");
    expect(localTimeText(iso, "second", "America/New_York")).toBe("2026-12-01 18:30:15 GMT-5");
    expect(localTimeText(iso, "minute", "UTC")).toBe("2026-12-01 23:30 UTC");
    expect(localTimeText(iso, "time", "Asia/Kolkata")).toBe("05:00 GMT+5:30");
  });
  it("another language orders the date its own way, the zone still named", () => {
    expect(localTimeText(iso, "minute", "Asia/Tokyo", "ru")).toBe("02.12.2026, 08:30 GMT+9");
    expect(localTimeText(iso, "minute", "Asia/Tokyo", "zh")).toBe("2026/12/02 GMT+9 08:30");
    expect(localTimeText(iso, "time", "Asia/Tokyo", "el")).toBe("08:30 (GMT+09:00)");
  });
  it("an unparseable value is shown as it is", () => {
    expect(utcTimeText("soon")).toBe("soon");
    expect(localTimeText("soon")).toBe("soon");
  });
});
