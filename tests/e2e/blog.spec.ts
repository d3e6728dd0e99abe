import { BRAND } from "./helpers";
import { expect, httpStatusError, test } from "./fixtures";

test.describe("blog list /blog", () => {
  test("title, description, banner, and published posts newest first with date, excerpt and Read more", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle(`Blog | ${BRAND}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Read our latest blog posts about Mexican cuisine, cooking tips, and restaurant news.",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    await expect(page.getByText("Stories, recipes, and news from our kitchen to yours")).toBeVisible();

    const cards = page.getByTestId("blog-grid").getByRole("article");
    await expect(cards.getByRole("heading")).toHaveText([
      "Our Carnitas Were Voted the Best in the City",
      "Maciza or Mixed? How to Order Carnitas Like a Regular",
      "Five Tips for Better Carne Asada at Home",
      "Our Story: Fifteen Years Behind the Counter",
    ]);
    // The draft is not listed.
    await expect(page.getByText("Weekend Birria Is Coming")).toHaveCount(0);

    const first = cards.first();
    await expect(first.locator("time")).toHaveText("September 12, 2025");
    await expect(cards.last().locator("time")).toHaveText("January 5, 2025");
    const excerpt = first.locator("p.line-clamp-3");
    const text = (await excerpt.textContent()) ?? "";
    expect(text.startsWith("We are still smiling.")).toBe(true);
    expect(text.endsWith("...")).toBe(true);
    expect(text.length).toBe(153);
    expect(text).not.toContain("**");
    await expect(first.getByRole("link", { name: "Our Carnitas Were Voted the Best in the City" })).toHaveAttribute(
      "href",
      "/blog/best-carnitas-award",
    );
    const readMore = first.getByRole("link", { name: "Read more →" });
    await expect(readMore).toHaveAttribute("href", "/blog/best-carnitas-award");
    await readMore.click();
    await expect(page).toHaveURL(/\/blog\/best-carnitas-award$/);
  });

  test("one column on small screens, two on medium, three on large", async ({ page }) => {
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      return page.getByTestId("blog-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    };
    await page.goto("/blog");
    expect(await columns(375)).toBe(1);
    expect(await columns(800)).toBe(2);
    expect(await columns(1280)).toBe(3);
  });

  test("'Loading posts...' shows while the list loads during client-side navigation", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading posts..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    await expect(page.getByText("Loading posts...")).toHaveCount(0);
  });
});

test.describe("blog post /blog/{slug}", () => {
  test("title, image, date, author, formatted body, Back to Blog, and article meta", async ({ page }) => {
    await page.goto("/blog/carnitas-maciza-or-mixed");
    const title = "Maciza or Mixed? How to Order Carnitas Like a Regular";
    await expect(page).toHaveTitle(`${title} | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("main time")).toHaveText("June 3, 2025");
    await expect(page.getByText("By Rosa Hernández")).toBeVisible();
    await expect(page.locator("main img").first()).toHaveAttribute("src", "/images/blog/carnitas-guide-640w.webp");
    // Markdown rendered as formatted text.
    await expect(page.getByRole("heading", { level: 2, name: "Maciza", exact: true })).toBeVisible();
    await expect(page.locator(".markdown em").first()).toHaveText('"What\'s the difference?"');
    await expect(page.locator(".markdown li")).toHaveCount(3);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.startsWith('The most common question at our counter is simple: "What\'s the difference?" Maciza')).toBe(true);
    expect(description!.length).toBeLessThanOrEqual(155);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/blog\/carnitas-guide-640w\.webp$/);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("external links in a post open safely; the award post links to the article", async ({ page }) => {
    await page.goto("/blog/best-carnitas-award");
    const link = page.locator(".markdown").getByRole("link", { name: "full article here" });
    await expect(link).toHaveAttribute("href", "https://www.example.com/food/best-carnitas-in-los-angeles");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("'Loading post...' shows while a post loads during client-side navigation", async ({ page }) => {
    await page.goto("/blog");
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog/our-story.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("link", { name: "Our Story: Fifteen Years Behind the Counter" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading post..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Our Story: Fifteen Years Behind the Counter" })).toBeVisible();
  });

  test.describe("not found", () => {
    test.use({ allowedConsoleErrors: [httpStatusError(404)] });

    test("an unknown post answers 404 with 'Post Not Found'", async ({ page }) => {
      const response = await page.goto("/blog/no-such-post");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
      await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    });

    test("a draft is not found either", async ({ page }) => {
      const response = await page.goto("/blog/weekend-birria-is-coming");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    });
  });
});
