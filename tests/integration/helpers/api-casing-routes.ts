import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "./call-route";

/** The value at a dotted path ("item.id", "annotations.0") of a parsed body. */
export const pick = (body: unknown, at: string): unknown =>
  at
    .split(".")
    .reduce<unknown>(
      (v, k) =>
        v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined,
      body,
    );

const v1Dir = path.resolve(import.meta.dirname, "../../../app/api/v1");
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export async function routeTable(): Promise<Map<string, RouteHandler>> {
  const table = new Map<string, RouteHandler>();
  for (const file of readdirSync(v1Dir, { recursive: true, encoding: "utf8" }).filter(
    (f) => path.basename(f) === "route.ts",
  )) {
    const mod = (await import(path.join(v1Dir, file))) as Record<string, unknown>;
    for (const m of methods)
      if (typeof mod[m] === "function")
        table.set(`${m} /${path.dirname(file).split(path.sep).join("/")}`, mod[m] as RouteHandler);
  }
  return table;
}
