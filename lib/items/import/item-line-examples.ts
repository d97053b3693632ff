// One valid import line per kind, as parsed JSON; used by tests and as documentation of the format.
import type { ItemKind } from "@/lib/items/item-kinds";

export const itemLineExamples: Record<ItemKind, Record<string, unknown>> = {
  dialogue: {
    kind: "dialogue",
    external_id: "wc-1002924",
    language: "zh",
    source: "wildchat",
    turns: [
      { role: "system", content: "" },
      { role: "user", content: "如何在 Go 中启动 HTTP 服务器？" },
      { role: "assistant", content: "使用 http.ListenAndServe(\":8080\", nil)。" },
    ],
  },
  qa_pair: {
    kind: "qa_pair",
    external_id: "sdqa-d-19",
    question: "Какая функция запускает HTTP-сервер в Go?",
    answer: "ListenAndServe.",
    language: "ru",
    difficulty: "difficult",
    domain: "APIs & Frameworks",
    dialogue_external_id: "wc-1002924",
    references: [{ url: "https://pkg.go.dev/net/http#ListenAndServe", title: "net/http" }, { url: "http://example.org/" }],
  },
  readme: {
    kind: "readme",
    external_id: "daytrader",
    repo: "OpenLiberty/sample.daytrader8",
    url: "https://github.com/OpenLiberty/sample.daytrader8",
    license: "Apache-2.0",
    content: "# DayTrader\n\nΈνα δείγμα εφαρμογής συναλλαγών μετοχών.",
  },
  generated_comment: {
    kind: "generated_comment",
    external_id: "1946_5:codegemma-7b",
    file_id: "1946_5",
    language: "el",
    model: "google/codegemma-7b",
    programming_language: "java",
    code_prefix: "public class Cart {\n    ",
    code_suffix: "\n    public int total() { return sum; }\n}",
    original_comment: "// Επιστρέφει το σύνολο του καλαθιού",
    predicted_comment: "// Υπολογίζει το άθροισμα",
    meta: { split: "test", scores: [1, 2.5, null], nested: { ok: true } },
  },
};
