import { expect, httpStatusError, linkFromMailbox, signInWithMagicLink, test, uniqueEmail } from "./fixtures";

const PASSWORD = "tacos de canasta 2026";

test.describe("accounts", () => {
  test.describe(() => {
    // The wrong password is refused with a 401, which the browser logs.
    test.use({ allowedConsoleErrors: [httpStatusError(401)] });
    test("register → verify through the mailbox → password sign-in → sign out", async ({ page, request }) => {
      const email = uniqueEmail("register");
      await page.goto("/auth/register");
      await expect(page.getByText("At least 8 characters. Very common passwords are not accepted.")).toBeVisible();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm Password").fill("something else entirely");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("Passwords do not match")).toBeVisible();

      await page.getByLabel("Confirm Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);

      await page.goto(await linkFromMailbox(request, email, "/api/auth/verify-email"));
      await expect(page).toHaveURL(/\/auth\/login\?verified=1/);
      await expect(page.getByText("Your email address is confirmed. You can sign in now.")).toBeVisible();

      await page.getByRole("button", { name: "or click here to login with password" }).click();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("wrong password entirely");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Failed to sign in. Please check your credentials." })).toBeVisible();

      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText("Successfully signed in!")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const header = page.locator("header");
      await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

      await header.getByRole("button", { name: "Sign Out" }).click();
      await expect(page.getByText("Successfully signed out")).toBeVisible();
      await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    });
  });

  test.describe(() => {
    // The spent link is refused with a 400, which the browser logs.
    test.use({ allowedConsoleErrors: [httpStatusError(400)] });
    test("magic link: a link scanner burns nothing, the page signs in and goes back to the page asked for; the link works once", async ({
      page,
      request,
      context,
    }) => {
      const email = uniqueEmail("magic");
      await page.goto("/auth/login?redirect=%2Fmenu%3Fcategory%3Dbeef");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Continue with Email" }).click();
      await expect(page.getByText("Check your email for the magic link to sign in!").first()).toBeVisible();
      const link = await linkFromMailbox(request, email, "/auth/callback?token=");

      // A mail security scanner fetches the link without running its script: nothing is spent.
      const scanned = await request.get(link);
      expect(scanned.status()).toBe(200);
      expect(scanned.headers()["set-cookie"] ?? "").not.toContain("session_token");

      await page.goto(link);
      await expect(page).toHaveURL(/\/menu\?category=beef$/);
      await expect(page.getByText("Successfully signed in!")).toBeVisible();
      await expect(page.locator("header").getByRole("button", { name: "Sign Out" })).toBeVisible();

      // The same link again, in a fresh browser: refused in plain words, the reason in the URL.
      await context.clearCookies();
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "This sign-in link did not work" })).toBeVisible();
      await expect(page.getByText("The link has expired or was already used.")).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/callback\?error=INVALID_TOKEN&redirect=%2Fmenu%3Fcategory%3Dbeef$/);
      await page.getByRole("link", { name: "Get a new sign-in link" }).click();
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmenu%3Fcategory%3Dbeef$/);
    });
  });

  test("an absolute redirect target is ignored (no open redirect)", async ({ page, request }) => {
    const email = uniqueEmail("redirect");
    await page.goto("/auth/login?redirect=https%3A%2F%2Fevil.example%2F");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue with Email" }).click();
    await expect(page.getByText("Check your email for the magic link to sign in!").first()).toBeVisible();
    await page.goto(await linkFromMailbox(request, email, "/auth/callback?token="));
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.locator("header").getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("signing out when the session is already gone still signs out", async ({ page, request }) => {
    await signInWithMagicLink(page, request, uniqueEmail("gone"), "/menu");
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    // The session ends elsewhere (another tab), while this page still shows the signed-in header.
    await page.evaluate(() => fetch("/api/auth/sign-out", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }));
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Successfully signed out")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("admin pages: signed out → login with a way back; the admin gets the dashboard", async ({ page, request }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin$/);
    await signInWithMagicLink(page, request, "admin@example.com", "/admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    for (const card of ["Total Orders", "Total Revenue", "Pending Orders", "Unread Messages"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Website" }).click();
    await expect(page.locator("header").getByRole("link", { name: "Dashboard" })).toBeVisible();
  });

  test("a signed-in customer sees Access Denied on admin pages", async ({ page, request }) => {
    await signInWithMagicLink(page, request, uniqueEmail("customer"), "/menu");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access the admin area.")).toBeVisible();
    await expect(page.getByText(/contact the administrator/)).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    // The API refuses whatever the page shows.
    const api = await page.request.get("/api/admin/dashboard");
    expect(api.status()).toBe(403);
  });
});
