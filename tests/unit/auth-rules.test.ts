import { describe, expect, it } from "vitest";
import { safeRedirectPath, validateLogin, validateRegistration } from "@shared/auth/auth";
import { authTexts } from "@shared/texts/auth";
import { passwordProblem } from "@server/auth/password-policy";

describe("safe redirects (no open redirect)", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/menu?category=beef#top", "/menu?category=beef#top"],
    ["/admin/orders", "/admin/orders"],
    ["/es/checkout", "/es/checkout"],
    ["/es", "/es"],
  ])("follows the same-site path %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    "/auth/login",
    "/es/auth/login",
    "/api/auth/sign-out",
    "",
    null,
    undefined,
    "/\r\nSet-Cookie:x=y",
  ])("refuses %s", (target) => {
    expect(safeRedirectPath(target as string | null | undefined)).toBe("/");
  });

  it("keeps an encoded line break encoded: a harmless path on this site, never a header", () => {
    expect(safeRedirectPath("/%0d%0aSet-Cookie:x=y")).toBe("/%0d%0aSet-Cookie:x=y");
  });
});

describe("password policy", () => {
  it("accepts a reasonable password", () => {
    expect(passwordProblem("carne asada los domingos")).toBeNull();
    expect(passwordProblem("Tr0mpo-al-pastor")).toBeNull();
  });

  it.each([
    ["short1", "Password must be at least 8 characters"],
    ["x".repeat(129), "Password must be at most 128 characters"],
    ["password", "This password is too common. Please choose another one."],
    ["PASSWORD123", "This password is too common. Please choose another one."],
    ["aaaaaaaaaa", "This password is too common. Please choose another one."],
    ["34567890", "This password is too common. Please choose another one."],
    ["qwertyuiop", "This password is too common. Please choose another one."],
  ])("refuses %s", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("refuses the user's own e-mail or the shop's name", () => {
    expect(passwordProblem("maria.lopez", { email: "maria.lopez@example.com" })).not.toBeNull();
    expect(passwordProblem("LaEsperanza", { shopName: "La Esperanza" })).not.toBeNull();
  });
});

describe("form rules", () => {
  it("login needs an e-mail, and a password only in password mode", () => {
    expect(validateLogin({ email: "", usePassword: false }, authTexts)).toEqual({ email: "Email is required" });
    expect(validateLogin({ email: "nope", usePassword: false }, authTexts)).toEqual({ email: "Please enter a valid email address" });
    expect(validateLogin({ email: "a@b.co", usePassword: true, password: "" }, authTexts)).toEqual({ password: "Password is required" });
    expect(validateLogin({ email: "a@b.co", usePassword: false }, authTexts)).toEqual({});
  });

  it("registration: passwords must match", () => {
    expect(validateRegistration({ email: "a@b.co", password: "long enough", confirmPassword: "different!" }, authTexts)).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });
});
