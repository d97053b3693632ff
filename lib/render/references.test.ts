import { describe, expect, it } from "vitest";
import { toReferenceLink } from "./references";

describe("toReferenceLink", () => {
  it("turns http(s) URLs into links with host and title", () => {
    expect(toReferenceLink({ url: "https://www.example.com/docs?q=1", title: " Docs " })).toEqual({
      kind: "link",
      href: "https://www.example.com/docs?q=1",
      host: "example.com",
      title: "Docs",
    });
    expect(toReferenceLink({ url: "http://docs.python.org/3/", title: null })).toEqual({
      kind: "link",
      href: "http://docs.python.org/3/",
      host: "docs.python.org",
      title: "http://docs.python.org/3/",
    });
  });

  it("keeps unsafe or malformed URLs as text", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>x</script>",
      "//evil.example",
      "docs/readme.md",
      "https://",
      "not a url",
    ]) {
      expect(toReferenceLink({ url, title: "t" }), url).toEqual({
        kind: "invalid",
        text: url,
        title: "t",
      });
    }
  });

  it("normalizes internationalized hosts", () => {
    const link = toReferenceLink({ url: "https://пример.рф/страница", title: null });
    expect(link.kind).toBe("link");
    if (link.kind === "link") {
      expect(link.host).toBe("xn--e1afmkfd.xn--p1ai");
      expect(link.href.startsWith("https://xn--e1afmkfd.xn--p1ai/")).toBe(true);
    }
  });
});
