import type { Catalog } from "../../core/i18n";
import type { cateringTexts as english } from "../catering";

/** Las palabras de las páginas de banquetes: la solicitud (/es/catering) y la página del cliente detrás de su enlace. */
export const cateringTexts: Catalog<typeof english> = {
  pageTitle: "Banquetes",
  metaDescription: (brand: string, minGuests: number) =>
    `Servicio de banquetes de ${brand} para ${minGuests} invitados o más: carnitas por libra, tortillas, salsas, arroz, frijoles y tamales. Pide tu cotización en línea o llámanos.`,
  heading: "Servicio de banquetes",
  subtitle: (minGuests: number) =>
    `Carnitas por libra y todo lo que las acompaña, para ${minGuests} invitados o más. Cuéntanos de tu evento y te mandamos una cotización por correo.`,
  preferToTalk: "¿Prefieres hablar? Llámanos al",
  steps: {
    heading: "Cómo funciona",
    items: [
      "Mándanos tu solicitud: no necesitas cuenta.",
      "Te mandamos una cotización por correo en menos de un día.",
      "Acéptala y paga un anticipo para apartar tu fecha.",
      "La carne se pesa el día del evento: el saldo se ajusta a lo que pesó.",
    ],
  },
  loadFailed: "Ahorita no podemos mostrar el formulario de banquetes. Llámanos y planeamos tu evento juntos.",
  form: {
    heading: "Cuéntanos de tu evento",
    requiredNote: "Todos los campos son obligatorios, menos las notas sobre alimentación.",
    event: "Tu evento",
    date: "Fecha",
    time: "Hora",
    chooseDateFirst: "Primero elige la fecha",
    chooseTime: "Elige la hora",
    timeHint: (hours: string) => `Las horas siguen nuestro horario: ${hours}.`,
    closedDate: (date: string) => `El ${date} estamos cerrados. Elige otro día, por favor.`,
    tooSoon: (date: string) => `Para tantos invitados, la fecha más próxima es el ${date}.`,
    tooFar: (date: string) => `Puedes pedir eventos hasta el ${date}.`,
    guests: "Número de invitados",
    guestsHint: (min: number) => `Mínimo ${min}. Para menos personas, pide de nuestro menú.`,
    fulfilment: "Recoger o entrega a domicilio",
    address: "Dirección de entrega",
    addressHint: "Calle y número, ciudad y código postal.",
    zipHint: (zipCodes: string) => `Entregamos en estos códigos postales: ${zipCodes}. Incluye el tuyo en la dirección.`,
    style: "Tipo de servicio",
    styleHints: {
      drop_off: "Charolas listas para servir: las recoges o te las llevamos.",
      taco_bar: "Montamos una barra de tacos y tus invitados se sirven solos.",
      taquero: "Nuestro taquero prepara los tacos al momento para tus invitados.",
    },
    wishes: "¿Qué te gustaría?",
    wishesHint:
      "Las cantidades nos ayudan a preparar tu cotización: deja en 0 lo que no quieras. Aquí no hay precios: vienen en tu cotización.",
    units: {
      lb: { short: "lb", long: "libras" },
      dozen: { short: "docenas", long: "docenas" },
      container: { short: "recipientes", long: "recipientes" },
    },
    noMenu: "Escríbenos en las notas de abajo qué te gustaría y lo incluimos en tu cotización.",
    dietaryNotes: "Notas sobre alimentación",
    dietaryHint: "Alergias, invitados vegetarianos o cualquier cosa que debamos saber.",
    contact: "Tus datos",
    name: "Nombre",
    phone: "Teléfono",
    email: "Correo electrónico",
    language: "Idioma de nuestros correos",
    smsOptIn: "Avísame por SMS sobre mi solicitud (la cotización y los recordatorios). Pueden aplicar cargos; responde STOP para cancelar.",
    submit: "Mandar mi solicitud",
    sending: "Enviando...",
    fixFields: "Revisa los campos marcados, por favor.",
    failure: "No pudimos mandar tu solicitud. Inténtalo de nuevo o llámanos.",
  },
  guide: {
    heading: "Cuánto pedir",
    meat: (guests: number, min: string, max: string) => `Para ${guests} invitados, unas ${min}–${max} lb de carnitas`,
    enterGuests: "Escribe el número de invitados para ver cuánta carne pedir.",
    basis: "Es solo una guía, no un precio: de ¼ a ½ lb de carne por invitado, sumando todas las carnes.",
    chosen: (pounds: string) => `Hasta ahora elegiste ${pounds} lb de carne.`,
    earliest: (guests: number, notice: string, date: string) =>
      `Para ${guests} invitados necesitamos ${notice} de anticipación: la fecha más próxima es el ${date}.`,
    notice: (hours: number) => (hours % 24 === 0 ? (hours === 24 ? "1 día" : `${hours / 24} días`) : `${hours} horas`),
    tiers: "Anticipación que necesitamos",
    tier: (minGuests: number, notice: string) => `Grupos de ${minGuests} o más necesitan ${notice} de anticipación`,
  },
  thanks: {
    heading: "¡Gracias! Recibimos tu solicitud",
    reference: (reference: string) => `Tu referencia: ${reference}`,
    body: "Te mandamos una cotización por correo en menos de un día. Si no la ves, revisa tu carpeta de spam.",
    questions: "¿Tienes preguntas mientras tanto? Llámanos al",
  },
};
