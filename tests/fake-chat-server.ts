// A local OpenAI-compatible server for judge-run tests (integration and e2e): POST /chat/completions answers per item,
// by the `ID=<external id>` line the test's template puts in the prompt, from a script of
// behaviours (one per attempt, the last repeated). It counts requests per item and in flight.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type Behaviour =
  | { reply: string | null; finish?: string }
  | { status: number; retryAfter?: string }
  | { hang: true };

export type FakeChatServer = {
  url: string;
  requests: Map<string, number>;
  maxInFlight: () => number;
  inFlight: () => number;
  authorizations: string[];
  close: () => Promise<void>;
};

const read = async (req: IncomingMessage) => {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return JSON.parse(body) as { model: string; messages: { content: string }[] };
};

export async function startFakeChatServer(
  script: (id: string) => Behaviour[],
  opts: { delayMs?: number; onPrompt?: (prompt: string) => void } = {},
): Promise<FakeChatServer> {
  const requests = new Map<string, number>();
  const authorizations: string[] = [];
  let inFlight = 0;
  let max = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      authorizations.push(req.headers.authorization ?? "");
      const prompt = body.messages.at(-1)?.content ?? "";
      opts.onPrompt?.(prompt);
      // The tests' templates start "ID={{external_id}}"; the default ones name the item otherwise.
      const id = /ID=(\S+)/.exec(prompt)?.[1] ?? /q-\d{6}/.exec(prompt)?.[0] ?? "?";
      const n = (requests.get(id) ?? 0) + 1;
      requests.set(id, n);
      const steps = script(id);
      const b = steps[Math.min(n, steps.length) - 1];
      inFlight += 1;
      max = Math.max(max, inFlight);
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 20));
      // Never answers: the client's timeout ends it.
      if ("hang" in b) return void res.on("close", () => (inFlight -= 1));
      inFlight -= 1;
      if ("status" in b) {
        res.writeHead(b.status, b.retryAfter ? { "retry-after": b.retryAfter } : {});
        // Echoes the key, as some providers do ("Incorrect API key provided: sk-…"): Accord must scrub it.
        return res.end(
          JSON.stringify({ error: { message: `try later, ${req.headers.authorization}` } }),
        );
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${id}-${n}`,
          object: "chat.completion",
          model: `${body.model}-2024-08-06`,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: b.reply },
              finish_reason: b.finish ?? "stop",
            },
          ],
          usage: { prompt_tokens: 50, completion_tokens: 2, total_tokens: 52 },
        }),
      );
    })();
  });
  server.on("clientError", () => {});
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    maxInFlight: () => max,
    inFlight: () => inFlight,
    authorizations,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
