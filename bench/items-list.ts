// The lead's items list on 100k generated-comment items (decision 053): listItems' time per page
// for the first and a deep page, content searches (Latin, Chinese, Russian; rare and common terms)
// and the annotator/model filters, with EXPLAIN ANALYZE of the page query. Seeds with SQL.
// Usage: BENCH_DATABASE_URL=postgresql://… npx tsx --conditions=react-server bench/items-list.ts [--items 100000]
// The database's public schema is dropped and recreated: use a database of its own.
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { items: { type: "string", default: "100000" } } });
const N = Number(values.items);
const url =
  process.env.BENCH_DATABASE_URL ?? "postgresql://accord:accord@127.0.0.1:5432/accord_bench_items";
process.env.DATABASE_URL = url;

const { freshBenchDatabase, seedBenchProject } = await import("./seed-sql");
const { listItems } = await import("@/lib/items/list-items");
const { itemSearchTextSql } = await import("@/lib/items/item-search");
const { closePgPool } = await import("@/lib/db/pg-pool");

const { client, q } = await freshBenchDatabase(url);
const {
  projectId,
  lead: actor,
  annotatorIds: [ana, ben],
} = await seedBenchProject(q, {
  name: "bench items",
  kind: "generated_comment",
  annotators: ["ana", "ben"],
});
const t0 = Date.now();
await q(
  `INSERT INTO items (project_id, kind, external_id, language, status, annotation_count, updated_at)
   SELECT $1, 'generated_comment', 'f' || (g / 4) || ':' || (g % 4), (ARRAY['en','zh','ru','nl','el','pl'])[g % 6 + 1], 'pending', 0, now()
     FROM generate_series(0, $2 - 1) g`,
  [projectId, N],
);
// Content: a common phrase per language, a number that makes each item's text its own, and rare terms on 0.1 %.
await q(
  `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
   SELECT id, split_part(external_id, ':', 1), (ARRAY['google/codegemma-7b','bigcode/starcoder2-7b','Qwen/CodeQwen1.5-7B'])[id % 3 + 1], 'java',
          E'public class Cart' || id || E' {\\n    private final java.util.List<Item> items = new java.util.ArrayList<>();\\n    /**\\n     * ',
          E'\\n     */\\n    public long total() { long sum = 0; for (Item it : items) sum += it.price(); return sum; }\\n}\\n',
          (ARRAY['Computes the total of the cart', '计算购物车的总价', 'Вычисляет сумму корзины'])[id % 3 + 1] || ' #' || id,
          (ARRAY['Returns the sum of item prices', '返回商品价格之和', 'Возвращает сумму цен товаров'])[id % 3 + 1] || ' ' || md5(id::text)
          || CASE id % 1000 WHEN 7 THEN ' 返回缓存的值' WHEN 9 THEN ' кэшированное значение' WHEN 11 THEN ' cached value' ELSE '' END
     FROM items WHERE project_id = $1`,
  [projectId],
);
await q(
  `UPDATE items i SET search_text = ${itemSearchTextSql("generated_comment", "i")} WHERE i.project_id = $1`,
  [projectId],
);
await q(
  `INSERT INTO annotations (item_id, user_id, data, time_spent_ms) SELECT id, $2, '{}', 1000 FROM items WHERE project_id = $1 AND id % 2 = 0`,
  [projectId, ana],
);
await q(
  `INSERT INTO annotations (item_id, user_id, data, time_spent_ms) SELECT id, $2, '{}', 1000 FROM items WHERE project_id = $1 AND id % 5 = 0`,
  [projectId, ben],
);
await q("VACUUM ANALYZE");
const [{ size }] = await q<{ size: string }>(
  `SELECT pg_size_pretty(pg_relation_size('items_search_text_trgm_idx')) AS size`,
);
console.log(`seeded ${N} items in ${Date.now() - t0} ms; trigram index ${size}`);

const [{ deep }] = await q<{ deep: number }>(
  `SELECT id AS deep FROM items WHERE project_id = $1 ORDER BY id OFFSET $2 LIMIT 1`,
  [projectId, Math.floor(N * 0.9)],
);
const cases: [string, Record<string, string>, number | null][] = [
  ["first page", {}, null],
  ["page at 90 %", {}, deep],
  ["q=cached value (0.1 %)", { q: "cached value" }, null],
  ["q=返回缓存的值 (0.1 %)", { q: "返回缓存的值" }, null],
  ["q=кэшированное (0.1 %)", { q: "кэшированное" }, null],
  ["q=购物车 (33 %)", { q: "购物车" }, null],
  ["q=Cart (all: code)", { q: "Cart" }, null],
  ["q=#4242 (1 item + prefixes)", { q: "#4242" }, null],
  ["model filter", { model: "bigcode/starcoder2-7b" }, null],
  ["annotator filter (ben, 20 %)", { annotator: String(ben) }, null],
  ["annotator + q", { annotator: String(ben), q: "购物车" }, null],
];
console.log("| case | total | ms (median of 5) |\n| --- | ---: | ---: |");
for (const [name, filters, cursor] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    total = (await listItems({ actor, projectId, filters, cursor, limit: 50 })).total;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${total} | ${times[2].toFixed(1)} |`);
}
for (const term of ["返回缓存的值", "购物车"]) {
  const plan = await q<{ "QUERY PLAN": string }>(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING ON) SELECT id FROM items i WHERE i.project_id = $1 AND i.search_text ILIKE '%' || $2 || '%' AND i.id > 0 ORDER BY i.id LIMIT 51`,
    [projectId, term],
  );
  console.log(`\nEXPLAIN ANALYZE page, q=${term}:\n${plan.map((p) => p["QUERY PLAN"]).join("\n")}`);
}
await client.end();
await closePgPool();
