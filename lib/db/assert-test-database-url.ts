// Pure: the test setups drop the schema of the database they are given, so they first make sure
// it is a throwaway one on this machine (a typo in TEST_DATABASE_URL must not wipe a real database).

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Why `url` may not be used as a test database, or null if it may (a local host, a name ending in `_test`). */
export function testDatabaseUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "it is not a valid postgresql:// URL";
  }
  if (parsed.protocol !== "postgresql:" && parsed.protocol !== "postgres:")
    return "it is not a postgresql:// URL";
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  // libpq: `?host=/var/run/postgresql` (a unix socket directory) wins over the URL's host.
  const socketHost = parsed.searchParams.get("host");
  const host = socketHost ?? decodeURIComponent(parsed.hostname);
  const local =
    socketHost !== null
      ? socketHost.startsWith("/") || LOCAL_HOSTS.has(socketHost)
      : host === "" || LOCAL_HOSTS.has(host);
  if (!local)
    return `its host "${host}" is not this machine (localhost, 127.0.0.1, ::1 or a unix socket)`;
  if (!name.endsWith("_test")) return `its database name "${name}" does not end in "_test"`;
  return null;
}

/** Throws, before anything touches the database, unless `url` names a local database ending in `_test`. */
export function assertTestDatabaseUrl(url: string, variable = "TEST_DATABASE_URL"): void {
  const problem = testDatabaseUrlProblem(url);
  if (problem) {
    throw new Error(
      `Refusing to use ${variable} as a test database (tests wipe and fill it): ${problem}. Use e.g. postgresql://postgres@127.0.0.1:5432/accord_test.`,
    );
  }
}
