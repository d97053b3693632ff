import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { OverTimeChart } from "./over-time-chart";

const catalogues = { en: await loadMessages("en"), el: await loadMessages("el") };

const render = (
  points: Parameters<typeof OverTimeChart>[0]["points"],
  metric: "kappa" | "f1" = "kappa",
  locale: Extract<Locale, "en" | "el"> = "en",
) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: catalogues[locale],
      timeZone: "UTC",
      children: createElement(OverTimeChart, { points, metric, fieldName: "accuracy" }),
    }),
  );

describe("OverTimeChart", () => {
  it("draws a line with a gap where kappa is undefined, axis ticks and labels", () => {
    const svg = render([
      { date: "2026-03-01", n: 2, kappa: 0.5 },
      { date: "2026-03-02", n: 3, kappa: 0.6 },
      { date: "2026-03-04", n: 4, kappa: null },
      { date: "2026-03-06", n: 6, kappa: -0.1 },
    ]);
    const path = /<path d="([^"]+)"/.exec(svg)![1];
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(1);
    expect(svg.match(/<circle/g)).toHaveLength(3);
    // The y axis reaches below zero for the negative kappa; dates and axis titles are printed.
    expect(svg).toContain(">\u22120.2</text>");
    expect(svg).toContain(">1.0</text>");
    expect(svg).toContain("Mar 1");
    expect(svg).toContain("Mar 6");
    expect(svg).toContain("cumulative accuracy κ");
    expect(svg).toContain("date of the second annotation (UTC)");
    expect(svg).toContain("2026-03-04: undefined (n 4)");
  });

  it("plots F1 for README functionalities and says when there is nothing yet", () => {
    expect(render([{ date: "2026-03-01", n: 2, f1: 0.7 }], "f1")).toContain("F1 0.70 over 2 items");
    expect(render([])).toContain("No compared items yet");
  });

  it("writes decimals, dates and axis titles in the viewer's language", () => {
    const svg = render([{ date: "2026-03-01", n: 2, kappa: 0.5 }], "kappa", "el");
    expect(svg).toContain(">0,6</text>");
    expect(svg).toContain("κ 0,50");
    expect(svg).toContain("Μαρ");
    expect(svg).toContain("ημερομηνία της δεύτερης επισημείωσης (UTC)");
  });
});
