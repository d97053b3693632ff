// Both halves of the UI registry know every kind, and each half fits its kind's data.
import { NextIntlClientProvider } from "next-intl";
import { createElement, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en.json";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import type { ItemFields } from "@/lib/items/item-dto";
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { kindClientUi } from "./client-registry";
import { kindServerUi } from "./registry";

/** The item's fields (as the item view JSON has them) from the kind's example import line, by the table's names. */
function exampleFields(kind: ItemKind): ItemFields {
  const m = kindModule(kind);
  const line = m.lineSchema.parse(m.exampleLine) as Record<string, unknown>;
  const lineKey = (name: string) => (name === "dialogue_source" ? "source" : name);
  const fields = Object.fromEntries(
    m.table.columns.map((c) => [c.view, c.export ? line[lineKey(c.export)] : null]),
  );
  return { kind, ...fields } as ItemFields;
}

const exampleContent = (kind: ItemKind) => {
  const content = kindModule(kind).exampleLine.content;
  return typeof content === "string" ? content : "";
};

const exampleAnnotation = (kind: ItemKind) =>
  annotationSchemaFor({
    kind,
    settings: parseProjectSettings({ taskCategories: ["knowledge_qa", "other"] }),
    itemText: exampleContent(kind),
  }).parse(kindModule(kind).exampleAnnotation);

// A word of each example item that its view must show.
const shown: { [K in ItemKind]: string } = {
  dialogue: "wildchat",
  qa_pair: "ListenAndServe",
  readme: "DayTrader",
  generated_comment: "Cart",
  model_answer: "transform",
};

const settings = parseProjectSettings({});
// The kinds' screens read their text from the catalogue, as under the app's provider.
const html = (...nodes: ReactNode[]) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: createElement("div", null, ...nodes),
    }),
  );

describe("the UI kind registry", () => {
  it.each(itemKinds)(
    "%s: the client half has a form, a workspace and a merged-copy editor",
    (kind) => {
      const ui = kindClientUi(kind);
      for (const part of [ui.form.empty, ui.form.parse, ui.form.toAnnotation])
        expect(typeof part).toBe("function");
      expect(ui.Workspace).toBeTypeOf("function");
      expect(ui.MergeForm).toBeTypeOf("function");
      expect(Object.keys(ui.form.labels).length).toBeGreaterThan(0);
    },
  );

  it.each(itemKinds)("%s: the form reads the kind's annotation and gives it back", (kind) => {
    const { form } = kindClientUi(kind);
    const annotation = exampleAnnotation(kind);
    expect(form.toAnnotation(form.parse(annotation))).toEqual(annotation);
  });

  it.each(itemKinds)("%s: a union of an annotation with itself is that annotation", (kind) => {
    const { form, union } = kindClientUi(kind);
    // Kinds whose labels are all single choices have no union.
    if (!union) return expect(["dialogue", "model_answer"]).toContain(kind);
    const a = form.parse(exampleAnnotation(kind));
    expect(form.toAnnotation(union.merge(a, a, settings))).toEqual(form.toAnnotation(a));
  });

  it.each(itemKinds)(
    "%s: the server half renders the item, its workspace parts, a comparison and its facts",
    (kind) => {
      const ui = kindServerUi(kind);
      const fields = exampleFields(kind);
      expect(html(createElement(ui.ItemBody, { fields }))).toContain(shown[kind]);
      const workspace = ui.workspace(
        fields,
        parseProjectSettings({ taskCategories: ["knowledge_qa", "other"] }),
      );
      expect(workspace.kind).toBe(kind);
      expect(
        html(...(Object.values(workspace).filter((v) => isValidElement(v)) as ReactNode[])),
      ).toContain(shown[kind]);
      const a = exampleAnnotation(kind);
      expect(
        html(ui.Compare({ a, b: a, headers: ["A", "B"], differs: new Set(), settings })),
      ).not.toBe("<div></div>");
      const facts = ui.facts(fields);
      expect(facts.length).toBeGreaterThan(0);
      for (const [label, value] of facts) expect(label && value).toBeTruthy();
    },
  );
});
