import { NextRequest } from "next/server";

// Route handlers declare their own params ({id}, {itemId}); `never` accepts every one of them, and
// the test passes whatever the route needs.
export type RouteHandler = (req: NextRequest, ctx: { params: Promise<never> }) => Promise<Response>;

export type RouteCall = {
  method: string;
  params?: Record<string, string>;
  query?: string;
  headers?: Record<string, string>;
  /** A string or bytes as is, a stream sent chunked (no Content-Length). */
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
};

/** Calls a route handler in-process as Next would, and reads its answer. */
export async function callRoute(route: RouteHandler, call: RouteCall) {
  const req = new NextRequest(`http://localhost/api/v1/test${call.query ?? ""}`, {
    method: call.method,
    headers: call.headers,
    body: call.body,
    ...(call.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const res = await route(req, { params: Promise.resolve(call.params ?? {}) as Promise<never> });
  const text = await res.text();
  let json: {
    error?: { code: string; message: string; details?: Record<string, unknown> };
  } & Record<string, unknown> = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // not JSON (CSV, JSONL): status is what matters
  }
  return { status: res.status, json, text };
}

/** A body of `bytes` bytes streamed in 64 KiB chunks, counting how many were pulled. */
export function streamedBody(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= bytes) return controller.close();
      const n = Math.min(chunk.length, bytes - state.pulled);
      state.pulled += n;
      controller.enqueue(chunk.subarray(0, n));
    },
  });
  return { stream, state };
}
