import { expect, shot, signIn, test } from "./fixtures";

test("signing out ends the session: a cookie copied before gets 401 and the sign-in page", async ({
  api,
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const user = await api.user("annotator");
  await signIn(page, user);
  const cookie = (await page.context().cookies()).find((c) =>
    c.name.endsWith("next-auth.session-token"),
  );
  expect(cookie).toBeDefined();
  const copied = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${cookie!.name}=${cookie!.value}` },
  });
  expect((await copied.get("/api/v1/projects")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/sign-in/);
  expect((await copied.get("/api/v1/projects")).status()).toBe(401);
  const elsewhere = await browser.newContext({ baseURL });
  await elsewhere.addCookies([cookie!]);
  const other = await elsewhere.newPage();
  await other.goto("/projects");
  await expect(other).toHaveURL(/\/sign-in/);
  await copied.dispose();
  await elsewhere.close();
});

test("the sign-in form says how long to wait after 5 wrong passwords, and refuses the right one meanwhile", async ({
  api,
  browser,
  baseURL,
}) => {
  const user = await api.user("annotator");
  // An address of its own (the last X-Forwarded-For hop, see lib/auth/client-address.ts), so the
  // lockout does not reach the other specs, which all come from this machine.
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "203.0.113.99" },
  });
  const page = await context.newPage();
  await page.goto("/sign-in");
  const attempt = async (password: string) => {
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  };
  for (let i = 0; i < 5; i++) {
    await attempt("not the password");
    await expect(page.getByTestId("form-error")).toHaveText("Wrong e-mail or password.");
  }
  await attempt(user.password);
  await expect(page.getByTestId("form-error")).toHaveText(
    /^Too many failed sign-ins\. Try again in (30|2\d) seconds\.$/,
  );
  await expect(page).toHaveURL(/\/sign-in/);
  await page.screenshot({ path: shot("sign-in-throttled") });
  await context.close();
});
