import { test, useAdminSession } from "./fixtures";
import { adminPagesHaveNoAxeViolation } from "./a11y-admin-pages";

// One worker signs in once for the file: two at once would race for the newest link in the mailbox.
test.describe.configure({ mode: "default" });
useAdminSession("a11y-admin-phone@example.com", "shop-e2e-a11y-admin-phone-");
adminPagesHaveNoAxeViolation("phone @phone");
