import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

// Link-local ranges hold the cloud metadata services (169.254.169.254, fd00:ec2::254 on AWS), so
// a judge endpoint may never point there, whether named by address or by a name that resolves there.
const refused = new BlockList();
refused.addSubnet("169.254.0.0", 16, "ipv4");
refused.addSubnet("fe80::", 10, "ipv6");
refused.addAddress("fd00:ec2::254", "ipv6");
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata", "instance-data"]);

/** Whether an address (v4, v6 or v4-mapped v6) is link-local or a metadata address. */
export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 0) return false;
  return refused.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Why `baseUrl` may not be a judge endpoint, or null when it may: http(s) only, and neither the
 * host as written nor any address it resolves to is link-local or a metadata address (SPEC §4).
 */
export async function endpointProblem(baseUrl: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return "must be an http:// or https:// URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return "must be an http:// or https:// URL";
  if (url.username || url.password) return "must not carry a user name or password";
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
  const refusal = "must not point to a link-local or cloud metadata address";
  if (METADATA_HOSTS.has(host) || isRefusedAddress(host)) return refusal;
  if (isIP(host) !== 0) return null;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.some((a) => isRefusedAddress(a.address)) ? refusal : null;
  } catch {
    return `its host "${host}" does not resolve`;
  }
}
