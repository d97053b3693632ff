// One error type for the whole app; route handlers and actions turn it into the JSON envelope
// `{error:{code,message,details?}}` with the status below. Anything else is a 500 without details.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A revise after its window closed (decision 048). */
  revise_window_closed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
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

/** Field messages from a zod error, keyed by dotted path ("" for the whole object). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
