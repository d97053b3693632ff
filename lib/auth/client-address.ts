import { isIP } from "node:net";

/**
 * The client's address from X-Forwarded-For, for per-address throttling. Next (`next start`)
 * sets the header to the socket's address when the request has none, and a reverse proxy in
 * front appends the address it saw. So the LAST hop is the one written by the machine nearest
 * to Accord; the first hops are whatever the client sent and are never trusted. Route handlers
 * and next-auth's `authorize` see no socket, only headers, so this is the best there is. Limit:
 * with no proxy in front, a client that sends its own X-Forwarded-For chooses its address (Next
 * keeps the header as it is), and only the per-account throttle then holds — put Accord behind
 * a proxy that appends to the header (nginx `$proxy_add_x_forwarded_for`) when it faces the
 * internet. Null when there is no usable address.
 */
export function clientAddress(forwardedFor: string | null | undefined): string | null {
  const last = forwardedFor?.split(",").at(-1)?.trim() ?? "";
  return isIP(last) ? last.toLowerCase() : null;
}
