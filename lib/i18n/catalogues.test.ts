// Every catalogue says everything English says: the same keys, no empty message, the same
// placeholders, and ICU syntax that parses (a broken plural would show raw braces to a reader).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { loadMessages } from "./messages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The arguments a message takes ({name}, {n, plural, …}, <b>…</b>), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if ("value" in e && e.type !== TYPE.literal && typeof e.value === "string")
        names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select)
        for (const option of Object.values(e.options)) walk(option.value);
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe("UI catalogues", async () => {
  const english = flatten(await loadMessages("en"));
  for (const locale of locales) {
    it(`${locale} has every English key, no other, each with the same arguments`, async () => {
      const messages = flatten(await loadMessages(locale));
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, message] of messages) {
        expect(message.trim(), `${locale} ${key} is empty`).not.toBe("");
        expect(argumentsOf(message), `${locale} ${key}`).toEqual(argumentsOf(english.get(key)!));
      }
    });
  }
});
