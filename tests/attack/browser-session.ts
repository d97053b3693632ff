// A signed-in browser, replayed with plain fetch: next-auth's real credentials flow (CSRF token,
// callback POST from the app's own origin) and a cookie jar.

export type CookieJar = Map<string, string>;

function storeCookies(jar: CookieJar, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

export const cookieHeader = (jar: CookieJar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

async function csrfToken(baseUrl: string, jar: CookieJar): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { cookie: cookieHeader(jar) } });
  storeCookies(jar, res);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** POSTs a next-auth form as the sign-in page would (same origin); returns next-auth's JSON reply. */
async function postAuthForm(
  baseUrl: string,
  jar: CookieJar,
  path: string,
  fields: Record<string, string>,
) {
  const body = new URLSearchParams({
    ...fields,
    csrfToken: await csrfToken(baseUrl, jar),
    json: "true",
  });
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      "sec-fetch-site": "same-origin",
      cookie: cookieHeader(jar),
    },
    body,
  });
  storeCookies(jar, res);
  const text = await res.text();
  let url: string | null = null;
  try {
    url = (JSON.parse(text) as { url?: string }).url ?? null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, url };
}

export async function signIn(opts: {
  baseUrl: string;
  email: string;
  password: string;
  callbackUrl?: string;
}) {
  const jar: CookieJar = new Map();
  const reply = await postAuthForm(opts.baseUrl, jar, "/api/auth/callback/credentials", {
    email: opts.email,
    password: opts.password,
    callbackUrl: opts.callbackUrl ?? `${opts.baseUrl}/projects`,
  });
  const sessionCookie = [...jar.keys()].find((k) => k.endsWith("next-auth.session-token"));
  if (!sessionCookie)
    throw new Error(`sign-in as ${opts.email} set no session cookie (HTTP ${reply.status})`);
  return { jar, redirectUrl: reply.url };
}

export async function signOut(opts: { baseUrl: string; jar: CookieJar }) {
  return postAuthForm(opts.baseUrl, opts.jar, "/api/auth/signout", { callbackUrl: opts.baseUrl });
}
