// One error type for the whole app; route handlers and actions turn it into the JSON envelope
// `{error:{code,message,details?}}` with the status below. Anything else is a 500 without details.
import { pushDataValue } from "@/lib/validation/data-record";
import type { ServerMessage } from "@/lib/i18n/server-message";

const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A revise after its window closed (decision 048). */
  revise_window_closed: 409,
  /** Real work before passing the project's qualification round (decision 080). */
  qualification_required: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  internal: 500,
  /** The database, or the disk under it, is unavailable for now (SPEC §7: a message, never a bare 500). */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  /** The message's catalogue entry, when it has one: pages show it in the reader's language. */
  readonly translation?: Omit<ServerMessage, "text">;

  constructor(code: ErrorCode, message: string | ServerMessage, details?: Record<string, unknown>) {
    super(typeof message === "string" ? message : message.text);
    this.code = code;
    this.details = details;
    if (typeof message !== "string")
      this.translation = { key: message.key, values: message.values };
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/**
 * The one not-found answer: the same for a row that does not exist and for one the caller may not
 * see (SPEC §7), so it names what the URL asked for, never what the server found.
 */
export const notFoundError = (what: string) => new AppError("not_found", `${what} not found.`);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

// What a failing database or disk says, by pg's SQLSTATE, Node's errno, Prisma's code or its
// driver adapter's kind, each with the reason the message gives.
const unavailableCauses: Record<string, string> = {
  "53100": "its disk is full",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  "53200": "it is out of memory",
  "53300": "it has too many connections",
  "57P01": "it is shutting down",
  "57P02": "it is restarting after a crash",
  "57P03": "it is starting up",
  "58030": "it has an I/O error",
  ECONNREFUSED: "it cannot be reached",
  ENOTFOUND: "it cannot be reached",
  EHOSTUNREACH: "it cannot be reached",
  ETIMEDOUT: "it does not answer",
  ECONNRESET: "the connection to it was lost",
  EPIPE: "the connection to it was lost",
  P1001: "it cannot be reached",
  P1002: "it does not answer",
  P1008: "it does not answer",
  P1017: "the connection to it was lost",
  P2024: "no connection to it was free in time",
  DatabaseNotReachable: "it cannot be reached",
  ConnectionClosed: "the connection to it was lost",
  SocketTimeout: "it does not answer",
  TooManyConnections: "it has too many connections",
};
// node-postgres says these in words only.
const unavailableMessages: [RegExp, string][] = [
  [/^Connection terminated/, "the connection to it was lost"],
  [/^timeout exceeded when trying to connect/, "it does not answer"],
  [/is not queryable/, "the connection to it was lost"],
];

/** Why `e` (or an error it wraps) means the database is unavailable for now, or null. */
export function unavailableReason(e: unknown, depth = 0): string | null {
  if (!e || typeof e !== "object" || depth > 5) return null;
  const { code, kind, originalCode, message, errorCode } = e as Record<string, unknown>;
  for (const key of [originalCode, code, errorCode, kind]) {
    if (typeof key !== "string") continue;
    if (Object.hasOwn(unavailableCauses, key)) return unavailableCauses[key];
    if (/^08[0-9A-Z]{3}$/.test(key)) return "the connection to it failed"; // class 08: connection exception
  }
  if (typeof message === "string")
    for (const [pattern, reason] of unavailableMessages) if (pattern.test(message)) return reason;
  const meta = (e as { meta?: { driverAdapterError?: unknown } }).meta;
  return (
    unavailableReason((e as { cause?: unknown }).cause, depth + 1) ??
    unavailableReason(meta?.driverAdapterError, depth + 1)
  );
}

/** An AppError as it is; a database or disk that is unavailable for now as a 503 with its reason; anything else null. */
export function asAppError(e: unknown): AppError | null {
  if (isAppError(e)) return e;
  const reason = unavailableReason(e);
  return reason
    ? new AppError("unavailable", `The database is unavailable (${reason}); try again shortly.`, {
        retry_after: 5,
      })
    : null;
}

/** Field messages from a zod error, keyed by dotted path ("" for the whole object). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    pushDataValue(out, key, issue.message);
  }
  return out;
}
