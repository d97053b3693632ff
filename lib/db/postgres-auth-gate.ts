import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Socket } from "node:net";

// pglite-socket 0.2.17 accepts any user and password (PGlite answers every startup message with
// AuthenticationOk). This gate speaks the first part of the Postgres wire protocol itself: it
// answers SSL/GSS requests with "N", reads the StartupMessage, asks for an MD5 password (the
// client proves it knows the password without sending it) and only then hands the socket, with
// the untouched StartupMessage, to pglite-socket, whose own AuthenticationOk then follows.
// https://www.postgresql.org/docs/current/protocol-flow.html#PROTOCOL-FLOW-START-UP

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_MAJOR_3 = 3;
const MAX_STARTUP_BYTES = 10_000; // the server's own limit on a startup packet
const AUTH_TIMEOUT_MS = 10_000;

/** "md5" + md5(md5(password + user) + salt), as the client computes it. */
export function md5PasswordResponse(opts: {
  user: string;
  password: string;
  salt: Buffer;
}): string {
  const inner = createHash("md5")
    .update(opts.password + opts.user)
    .digest("hex");
  return (
    "md5" +
    createHash("md5")
      .update(Buffer.concat([Buffer.from(inner), opts.salt]))
      .digest("hex")
  );
}

/** The parameters of a StartupMessage (user, database, …). */
export function startupParameters(message: Buffer): Record<string, string> {
  const params: Record<string, string> = {};
  const parts = message.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < parts.length && parts[i] !== ""; i += 2) params[parts[i]] = parts[i + 1];
  return params;
}

export function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

function md5Request(salt: Buffer): Buffer {
  const msg = Buffer.alloc(13);
  msg.write("R", 0);
  msg.writeInt32BE(12, 1);
  msg.writeInt32BE(5, 5); // AuthenticationMD5Password
  salt.copy(msg, 9);
  return msg;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Authenticates one connection; calls `onAuthenticated` with the paused socket and the bytes to
 * replay (the StartupMessage and anything after the password), or closes the socket.
 */
export function gateConnection(opts: {
  socket: Socket;
  password: string;
  onAuthenticated: (socket: Socket, replay: Buffer) => void;
}) {
  const { socket } = opts;
  let buffer = Buffer.alloc(0);
  let startup: Buffer | null = null;
  let user = "";
  const salt = randomBytes(4);
  const timer = setTimeout(() => fail("08006", "authentication timed out"), AUTH_TIMEOUT_MS);

  function fail(code: string, message: string) {
    clearTimeout(timer);
    socket.removeListener("data", onData);
    if (socket.writable) socket.end(errorResponse(code, message));
    else socket.destroy();
  }

  function onData(chunk: Buffer) {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer.length > MAX_STARTUP_BYTES) return fail("08P01", "invalid startup packet");
    while (!startup) {
      if (buffer.length < 8) return;
      const length = buffer.readInt32BE(0);
      if (length < 8 || length > MAX_STARTUP_BYTES)
        return fail("08P01", "invalid startup packet length");
      if (buffer.length < length) return;
      const code = buffer.readInt32BE(4);
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (length === 8 && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
        socket.write("N");
        continue;
      }
      if (code === CANCEL_REQUEST) return fail("08P01", "cancel requests are not supported");
      if (code >>> 16 !== PROTOCOL_MAJOR_3) return fail("08P01", "unsupported frontend protocol");
      startup = Buffer.from(message);
      user = startupParameters(startup).user ?? "";
      socket.write(md5Request(salt));
    }
    if (buffer.length < 5) return;
    if (buffer[0] !== 0x70 /* 'p' */) return fail("08P01", "expected a password message");
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) return;
    const answer = buffer.subarray(5, length - 1).toString("utf8");
    const rest = buffer.subarray(length);
    if (!sameText(answer, md5PasswordResponse({ user, password: opts.password, salt }))) {
      return fail("28P01", `password authentication failed for user "${user}"`);
    }
    clearTimeout(timer);
    socket.removeListener("data", onData);
    socket.pause();
    opts.onAuthenticated(socket, Buffer.concat([startup, rest]));
  }

  socket.on("data", onData);
  socket.on("error", () => clearTimeout(timer));
  socket.on("close", () => clearTimeout(timer));
}
