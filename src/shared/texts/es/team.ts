import type { TeamRole } from "../../auth/auth";
import type { Catalog } from "../../core/i18n";
import type { teamTexts as english } from "../team";

/** Las palabras de la página Equipo de la administración. */
export const teamTexts = {
  heading: "Equipo",
  subtitle:
    "Quién puede trabajar en la administración. Los dueños pueden hacer todo; el personal ve y atiende los pedidos y la pantalla de cocina.",
  roles: { admin: "Dueño", staff: "Personal" } satisfies Record<TeamRole, string>,
  roleHelp: {
    admin: "Todo: menú, pedidos, blog, mensajes, equipo y ajustes.",
    staff: "Solo los pedidos y la pantalla de cocina.",
  } satisfies Record<TeamRole, string>,
  add: {
    heading: "Agregar a alguien",
    email: "Correo electrónico",
    role: "Rol",
    submit: "Dar acceso",
    hint: "Inicia sesión con este correo (con un enlace mágico o una contraseña); el rol aplica en cuanto el correo esté verificado.",
  },
  list: {
    email: "Correo electrónico",
    role: "Rol",
    grantedBy: "Lo agregó",
    status: "Cuenta",
    empty: "Todavía no has agregado a nadie.",
    fromEnvironment: "Dueño (definido en ADMIN_EMAILS)",
    hasAccount: "Ya tiene cuenta",
    noAccount: "Aún no tiene cuenta",
    you: "tú",
  },
  changeRole: (email: string) => `Rol de ${email}`,
  remove: "Quitar",
  removeLabel: (email: string) => `Quitar a ${email} del equipo`,
  confirmRemove: {
    title: "¿Quitar del equipo?",
    body: (email: string) => `${email} ya no podrá entrar a la administración. Sus pedidos y su historial se conservan.`,
    confirm: "Quitar",
    cancel: "Cancelar",
  },
  granted: (email: string) => `${email} ya puede entrar a la administración`,
  roleChanged: (email: string) => `Se cambió el rol de ${email}`,
  removed: (email: string) => `Se quitó a ${email} del equipo`,
  loadFailed: "No se pudo cargar el equipo",
  retry: "Inténtalo de nuevo",
  errors: {
    emailRequired: "Escribe un correo electrónico.",
    emailInvalid: "Escribe un correo electrónico válido.",
    roleInvalid: "Elige dueño o personal.",
    ownerFromEnvironment: "Este dueño está definido en ADMIN_EMAILS; cámbialo en la configuración de la tienda.",
    notYourself: "No puedes quitarte tu propio rol de dueño.",
    notMember: "Ese correo no está en el equipo.",
  },
} as const satisfies Catalog<typeof english>;
