import { useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { validateLogin, type FieldErrors } from "@shared/auth/auth";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useLocalPath, useLocale, useTexts, type Texts } from "~/lib/texts";
import { authApi } from "./auth-api";
import type { AuthOutcome } from "./auth-request";
import { AuthCard, linkButton, primaryButton } from "./auth-card";
import { redirectTarget } from "./redirect-target";

function failureMessage(outcome: Exclude<AuthOutcome, { ok: true }>, authTexts: Texts<"authTexts">): string {
  switch (outcome.reason) {
    case "bad_credentials":
      return authTexts.badCredentials;
    case "not_verified":
      return authTexts.emailNotVerified;
    case "rate_limited":
      return authTexts.tooManyAttempts;
    case "network":
      return authTexts.unexpected;
    default:
      return authTexts.signInFailed;
  }
}

/** docs/product.md 'Login': magic link by default, password on request. */
export function LoginPage() {
  const authTexts = useTexts("authTexts");
  const texts = authTexts.login;
  const locale = useLocale();
  const localPath = useLocalPath();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [usePassword, setUsePassword] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [status, setStatus] = useState<{ kind: "info" | "error"; text: string } | null>(
    searchParams.get("verified")
      ? { kind: "info", text: texts.verified }
      : searchParams.get("reason") === "checkout"
        ? { kind: "error", text: authTexts.loginToCheckout }
        : null,
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password, usePassword }, authTexts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setStatus(null);
    const target = redirectTarget(searchParams, locale);
    try {
      if (usePassword) {
        const outcome = await authApi.signInWithPassword(email.trim(), password, localPath);
        if (outcome.ok) {
          notify("success", authTexts.signedIn);
          await navigate(target, { replace: true });
          await revalidator.revalidate();
          return;
        }
        setStatus({ kind: "error", text: failureMessage(outcome, authTexts) });
        notify("error", failureMessage(outcome, authTexts));
      } else {
        const outcome = await authApi.requestMagicLink(email.trim(), target, localPath);
        if (outcome.ok) {
          setStatus({ kind: "info", text: authTexts.magicLinkSent });
          notify("success", authTexts.magicLinkSent);
        } else {
          setStatus({ kind: "error", text: failureMessage(outcome, authTexts) });
          notify("error", failureMessage(outcome, authTexts));
        }
      }
    } catch {
      setStatus({ kind: "error", text: authTexts.unexpected });
      notify("error", authTexts.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard heading={texts.heading} subtitle={texts.subtitle}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {status && (
          <p
            role={status.kind === "error" ? "alert" : "status"}
            className={`rounded-lg px-4 py-3 text-sm font-semibold ${
              status.kind === "error" ? "bg-brand-50 text-brand-800" : "bg-green-50 text-green-900"
            }`}
          >
            {status.text}
          </p>
        )}
        <TextField
          label={texts.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        {usePassword && (
          <TextField
            label={texts.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        )}
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? (usePassword ? texts.signingIn : texts.sending) : usePassword ? texts.signInWithPassword : texts.continueWithEmail}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setUsePassword(!usePassword);
            setErrors({});
            setStatus(null);
          }}
        >
          {usePassword ? texts.toMagicLink : texts.toPassword}
        </button>
      </p>
      <p className="mt-6 text-center text-sm text-ink-700">
        {texts.noAccount}{" "}
        <Link to={localPath("/auth/register")} className={linkButton}>
          {texts.register}
        </Link>
      </p>
    </AuthCard>
  );
}
