import "server-only";
import { createReadStream } from "node:fs";
import { open, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { makeScratchDir } from "@/lib/scratch/scratch-dir";
import type { ItemLine } from "./item-line-schema";

const FLUSH_BYTES = 1 << 20;

/**
 * The lines the validating pass accepted, as JSON (one per line) in a scratch file: the writing
 * pass reads them back without parsing or validating the source again (zod ran once), and memory
 * stays flat in the file's size. JSON.stringify escapes newlines, so "\n" separates lines safely.
 */
export class ValidLineSpool {
  private buffered: string[] = [];
  private bufferedBytes = 0;
  count = 0;

  private constructor(
    private readonly dir: string,
    private readonly file: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(): Promise<ValidLineSpool> {
    const dir = await makeScratchDir("import");
    const file = path.join(dir, "valid-lines.jsonl");
    return new ValidLineSpool(dir, file, await open(file, "w"));
  }

  async add(line: ItemLine): Promise<void> {
    const text = JSON.stringify(line) + "\n";
    this.buffered.push(text);
    this.bufferedBytes += text.length;
    this.count += 1;
    if (this.bufferedBytes >= FLUSH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffered.length === 0) return;
    await this.handle.write(this.buffered.join(""));
    this.buffered = [];
    this.bufferedBytes = 0;
  }

  /** The spooled lines in order, `size` at a time; call once all lines are added. */
  async *batches(size: number): AsyncGenerator<ItemLine[]> {
    await this.flush();
    let rest = "";
    let batch: ItemLine[] = [];
    for await (const chunk of createReadStream(this.file, {
      encoding: "utf8",
      highWaterMark: FLUSH_BYTES,
    })) {
      const parts = (rest + (chunk as string)).split("\n");
      rest = parts.pop() ?? "";
      for (const part of parts) {
        batch.push(JSON.parse(part) as ItemLine);
        if (batch.length === size) {
          yield batch;
          batch = [];
        }
      }
    }
    if (batch.length) yield batch;
  }

  async dispose(): Promise<void> {
    await this.handle.close().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
