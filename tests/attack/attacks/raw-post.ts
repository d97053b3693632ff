// POSTs through node:http rather than fetch, for bodies fetch cannot send or stop sending.
import http from "node:http";

/** Sends `bytes` of JSON-looking body, stopping as soon as the server answers; returns the status. */
export function postHuge(url: string, bytes: number, sample: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(bytes) },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    chunk.write('{"email":"');
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        sample();
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
          return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** One POST on its own connection, with its length declared; the whole answer as text. */
export function postOnce(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: { ...headers, "content-length": String(body.length) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
