import { Trash2 } from "lucide";
import { useId, useState, type FormEvent } from "react";
import { TEAM_ROLES, type TeamRole } from "@shared/auth/auth";
import type { TeamMember } from "@shared/auth/team";
import { teamGrantSchema } from "@shared/auth/team.schema";
import { AdminList } from "~/components/admin/admin-list";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useFormErrors } from "~/lib/form-errors";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { useGrantRole, useRemoveRole, useTeam } from "./team-api";

const isRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);

/** Staff at the counter (ADR 0016): the owner grants and removes roles by e-mail; staff work on orders and the kitchen only. */
export function TeamPage({ currentEmail }: { currentEmail: string }) {
  const t = useTexts("teamTexts");
  const team = useTeam();
  const [toRemove, setToRemove] = useState<string | null>(null);
  const remove = useRemoveRole();

  const members = team.data?.members ?? [];

  return (
    <>
      <AdminPageHeader title={t.heading}>
        <p className="mt-1 text-sm text-ink-500">{t.subtitle}</p>
      </AdminPageHeader>

      <AddMemberForm />

      <AdminList query={team} live texts={t} isEmpty={members.length === 0} emptyText={t.list.empty}>
        {() => (
          <ul className="mt-6 space-y-3" aria-label={t.heading}>
            {members.map((member) => (
              <MemberCard key={member.email} member={member} isYou={member.email === currentEmail.toLowerCase()} onRemove={setToRemove} />
            ))}
          </ul>
        )}
      </AdminList>

      <ConfirmDialog
        open={toRemove !== null}
        title={t.confirmRemove.title}
        message={toRemove ? t.confirmRemove.body(toRemove) : ""}
        confirmLabel={t.confirmRemove.confirm}
        cancelLabel={t.confirmRemove.cancel}
        danger
        busy={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          const email = toRemove!;
          remove.mutate(email, {
            onSuccess: () => notify("success", t.removed(email)),
            onError: (error) => notify("error", failureMessage(error, t.loadFailed)),
            onSettled: () => setToRemove(null),
          });
        }}
      />
    </>
  );
}

function AddMemberForm() {
  const t = useTexts("teamTexts");
  const grant = useGrantRole();
  const roleId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("staff");
  const form = useFormErrors(teamGrantSchema);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.check({ email, role });
    if (!input) return;
    form.clear();
    grant.mutate(input, {
      onSuccess: () => {
        notify("success", t.granted(input.email.toLowerCase()));
        setEmail("");
      },
      onError: (error) => {
        form.fromServer(error);
        notify("error", failureMessage(error, t.loadFailed));
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-2xl border border-cream-200 bg-white p-4 sm:p-5"
      aria-labelledby={`${roleId}-heading`}
    >
      <h2 id={`${roleId}-heading`} className="font-display text-lg font-bold text-ink-900">
        {t.add.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-500">{t.add.hint}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <TextField
          label={t.add.email}
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.errors.email}
          maxLength={254}
        />
        <div>
          <label htmlFor={roleId} className="block text-sm font-semibold text-ink-900">
            {t.add.role}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => isRole(event.target.value) && setRole(event.target.value)}
            className="mt-1 min-h-11 w-full rounded-lg border border-cream-200 bg-white px-3 text-ink-900"
          >
            {TEAM_ROLES.map((value) => (
              <option key={value} value={value}>
                {t.roles[value]}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-ink-500">{t.roleHelp[role]}</p>
        </div>
        <button type="submit" className={`${buttonStyles.primary} sm:mt-6`} disabled={grant.isPending}>
          {t.add.submit}
        </button>
      </div>
    </form>
  );
}

function MemberCard({ member, isYou, onRemove }: { member: TeamMember; isYou: boolean; onRemove: (email: string) => void }) {
  const t = useTexts("teamTexts");
  const grant = useGrantRole();
  const locked = member.fromEnvironment || isYou;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-200 bg-white p-4"
      data-testid="team-member"
    >
      <div className="min-w-0">
        <p className="break-all font-semibold text-ink-900">
          {member.email}
          {isYou && <span className="ml-2 text-sm font-normal text-ink-500">({t.list.you})</span>}
        </p>
        <p className="text-sm text-ink-500">
          {member.fromEnvironment
            ? t.list.fromEnvironment
            : `${member.hasAccount ? t.list.hasAccount : t.list.noAccount}${member.grantedByEmail ? ` · ${t.list.grantedBy}: ${member.grantedByEmail}` : ""}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {locked ? (
          <span className="rounded-full border border-cream-200 px-3 py-1 text-sm font-semibold text-ink-900">{t.roles[member.role]}</span>
        ) : (
          <>
            <select
              aria-label={t.changeRole(member.email)}
              value={member.role}
              disabled={grant.isPending}
              onChange={(event) => {
                const role = event.target.value;
                if (!isRole(role)) return;
                grant.mutate(
                  { email: member.email, role },
                  {
                    onSuccess: () => notify("success", t.roleChanged(member.email)),
                    onError: (error) => notify("error", failureMessage(error, t.loadFailed)),
                  },
                );
              }}
              className="min-h-11 rounded-lg border border-cream-200 bg-white px-3 text-ink-900"
            >
              {TEAM_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t.roles[value]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={`${buttonStyles.ghost} text-red-800`}
              aria-label={t.removeLabel(member.email)}
              onClick={() => onRemove(member.email)}
            >
              <Icon node={Trash2} className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">{t.remove}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}
