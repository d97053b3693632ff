import { expect, test } from "./fixtures";

// Issue #40: public/ holds robots.txt (a private tool: crawlers are turned away from every page);
// the icon is app/icon.svg, linked from every page, not a second copy in public/.
test("robots.txt disallows everything; the icon is served and linked", async ({
  request,
  page,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(robots.headers()["x-content-type-options"]).toBe("nosniff");
  const lines = (await robots.text()).split("\n").map((l) => l.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /");

  await page.goto("/sign-in");
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});
