import "server-only";
import { retryAfterMs, scrubKey } from "./judge-retry";

// One chat completion with retries (SPEC §4): exponential backoff with jitter on 429, 5xx,
// timeouts and network errors, honouring Retry-After; other statuses fail at once. The key is
// read from the environment at call time only and scrubbed from every error message.

export type ChatRequest = {
  baseUrl: string;
  apiKeyEnv: string | null;
  model: string;
  system: string | null;
  prompt: string;
  temperature: number | null;
  seed: number | null;
  maxTokens: number | null;
};

type ChatReply = {
  content: string | null;
  finishReason: string | null;
  model: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
};

export type ChatResult =
  | { ok: true; reply: ChatReply; attempts: number; latencyMs: number }
  | { ok: false; error: string; attempts: number; latencyMs: number };

export type RetryPolicy = {
  maxAttempts: number;
  timeoutMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  timeoutMs: 60_000,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
};

class Retriable extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

function delayFor(attempt: number, policy: RetryPolicy, retryAfter: number | null): number {
  if (retryAfter !== null) return Math.min(retryAfter, policy.maxDelayMs);
  const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(policy.maxDelayMs, backoff / 2 + Math.random() * (backoff / 2));
}

function bodyOf(req: ChatRequest): string {
  const messages = [
    ...(req.system ? [{ role: "system", content: req.system }] : []),
    { role: "user", content: req.prompt },
  ];
  return JSON.stringify({
    model: req.model,
    messages,
    ...(req.temperature !== null && { temperature: req.temperature }),
    ...(req.seed !== null && { seed: req.seed }),
    ...(req.maxTokens !== null && { max_tokens: req.maxTokens }),
  });
}

async function attempt(req: ChatRequest, key: string | undefined, timeoutMs: number) {
  let res: Response;
  try {
    res = await fetch(`${req.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(key && { authorization: `Bearer ${key}` }),
      },
      body: bodyOf(req),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (e) {
    const timedOut = e instanceof Error && e.name === "TimeoutError";
    throw new Retriable(
      timedOut ? `timed out after ${timeoutMs} ms` : `request failed: ${String(e)}`,
    );
  }
  const text = await res.text().catch(() => "");
  if (res.status === 429 || res.status >= 500)
    throw new Retriable(
      `HTTP ${res.status}: ${text.slice(0, 200)}`,
      retryAfterMs(res.headers.get("retry-after")),
    );
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  return readReply(text);
}

function readReply(text: string): ChatReply {
  let body: {
    model?: unknown;
    choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`the reply is not JSON: ${text.slice(0, 200)}`);
  }
  const choice = body.choices?.[0];
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null);
  return {
    content: str(choice?.message?.content),
    finishReason: str(choice?.finish_reason),
    model: str(body.model),
    promptTokens: int(body.usage?.prompt_tokens),
    completionTokens: int(body.usage?.completion_tokens),
  };
}

/** Sends one item's prompt, retrying within `policy`; never throws. */
export async function chatCompletion(
  req: ChatRequest,
  policy: RetryPolicy = defaultRetryPolicy,
  signal?: AbortSignal,
): Promise<ChatResult> {
  const key = req.apiKeyEnv ? process.env[req.apiKeyEnv] : undefined;
  const started = Date.now();
  for (let n = 1; ; n++) {
    try {
      const reply = await attempt(req, key, policy.timeoutMs);
      return { ok: true, reply, attempts: n, latencyMs: Date.now() - started };
    } catch (e) {
      const message = scrubKey(e instanceof Error ? e.message : String(e), key);
      if (!(e instanceof Retriable) || n >= policy.maxAttempts || signal?.aborted)
        return { ok: false, error: message, attempts: n, latencyMs: Date.now() - started };
      await sleep(delayFor(n, policy, e.retryAfterMs), signal);
    }
  }
}
