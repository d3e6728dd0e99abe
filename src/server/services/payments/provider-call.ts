import type { Said } from "@shared/core/said";
import { paymentProblemOf, PaymentProviderError, type PaymentProblem } from "./provider";

/**
 * One call to the payment provider whose outcome the caller then records (capture, release,
 * refund, a pay page made or read). A call can fail after it took effect: the answer lost on the
 * way, or a retry of a call an earlier request made under the same key. So when it throws, and
 * the caller can read the provider's state (`reread`), that state decides: done (`isDone`) means
 * the call took effect and is recorded as such; otherwise it failed, with the state read (null
 * when it could not be read) for the caller to act on. The provider's words are the failure's
 * refusal, as our payment problem code (paymentProblemOf), or 'did not answer' when it gave none.
 */
export type ProviderCall<T> =
  /** The call answered, or it threw but the provider's state shows it took effect (`reread`). */
  { ok: true; value: T; reread: boolean } | { ok: false; problem: PaymentProblem; reason: Said; error: unknown; current: T | null };

export async function callProvider<T>(input: {
  call: () => Promise<T>;
  /** The provider's state as it is now; what it answers when the call's effect is in doubt. */
  reread?: () => Promise<T | null>;
  /** Whether that state means the call took effect. */
  isDone?: (current: T) => boolean;
}): Promise<ProviderCall<T>> {
  try {
    return { ok: true, value: await input.call(), reread: false };
  } catch (error) {
    const current = input.reread ? await input.reread().catch(() => null) : null;
    if (current !== null && input.isDone?.(current)) return { ok: true, value: current, reread: true };
    const problem = error instanceof PaymentProviderError ? error.problem : "noAnswer";
    return { ok: false, problem, reason: paymentProblemOf(error), error, current };
  }
}
