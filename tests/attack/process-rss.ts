import { readFileSync, readdirSync } from "node:fs";

/** Resident memory in bytes of a process and all its descendants (Linux /proc), 0 once gone. */
export function processTreeRss(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim();
      for (const child of children ? children.split(/\s+/) : [])
        total += processTreeRss(Number(child));
    }
  } catch {
    /* the process ended */
  }
  return total;
}
