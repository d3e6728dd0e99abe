import type { TeamRole } from "../auth/auth";

/** Words of the admin's Team page (ADR 0016): who may run the shop, granted by e-mail. */
export const teamTexts = {
  heading: "Team",
  subtitle: "Who can work in the admin. Owners can do everything; staff see and work on orders and the kitchen screen.",
  roles: { admin: "Owner", staff: "Staff" } satisfies Record<TeamRole, string>,
  roleHelp: {
    admin: "Everything: menu, orders, blog, messages, team and settings.",
    staff: "Orders and the kitchen screen only.",
  } satisfies Record<TeamRole, string>,
  add: {
    heading: "Add someone",
    email: "E-mail",
    role: "Role",
    submit: "Grant access",
    hint: "They sign in with this e-mail (a magic link or a password); the role applies once the e-mail is verified.",
  },
  list: {
    email: "E-mail",
    role: "Role",
    grantedBy: "Granted by",
    status: "Account",
    empty: "Nobody has been added yet.",
    fromEnvironment: "Owner (set in ADMIN_EMAILS)",
    hasAccount: "Signed up",
    noAccount: "Not signed up yet",
    you: "you",
  },
  changeRole: (email: string) => `Role of ${email}`,
  remove: "Remove",
  removeLabel: (email: string) => `Remove ${email} from the team`,
  confirmRemove: {
    title: "Remove from the team?",
    body: (email: string) => `${email} will no longer be able to open the admin. Their orders and history stay.`,
    confirm: "Remove",
    cancel: "Cancel",
  },
  granted: (email: string) => `${email} can now sign in to the admin`,
  roleChanged: (email: string) => `Role of ${email} changed`,
  removed: (email: string) => `${email} was removed from the team`,
  loadFailed: "Failed to load the team",
  retry: "Try again",
  errors: {
    emailRequired: "Enter an e-mail address.",
    emailInvalid: "Enter a valid e-mail address.",
    roleInvalid: "Choose owner or staff.",
    ownerFromEnvironment: "This owner is set in ADMIN_EMAILS; change it in the shop's configuration.",
    notYourself: "You cannot remove your own owner role.",
    notMember: "That e-mail is not on the team.",
  },
} as const;
