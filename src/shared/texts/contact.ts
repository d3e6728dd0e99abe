import { CONTACT_LIMITS } from "../messages/messages";

/** Words of the contact page (docs/product.md 'Contact', 'Contact texts'). */
export const contactTexts = {
  pageTitle: "Contact Us",
  metaDescription: (brand: string) =>
    `Contact ${brand}: questions, special cuts, catering for 15+ people. Call, e-mail or send us a message.`,
  heading: "Contact Us",
  subtitle: "Questions, special cuts or catering? We'd love to hear from you.",
  form: {
    heading: "Send Us a Message",
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    required: "required",
    optional: "optional",
    requiredNote: "Fields marked * are required.",
    submit: "Send Message",
    sending: "Sending...",
  },
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "Failed to send message. Please try again.",
  rateLimited: "You have sent several messages in a short time. Please try again in a few minutes.",
  info: {
    heading: "Get in Touch",
    address: "Address",
    phone: "Phone",
    email: "Email",
    hours: "Hours",
    catering: "Catering for 15 or more people? Call us and we'll plan it with you, or ask for a quote online.",
    cateringLink: "Request a catering quote",
  },
  map: {
    heading: "Find Us",
    title: (brand: string) => `Map showing the location of ${brand}`,
    openMap: "Open the map on OpenStreetMap",
  },
  errors: {
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    phoneInvalid: "Please enter a valid phone number",
    messageRequired: "Message is required",
    tooLong: (field: keyof typeof CONTACT_LIMITS) => `Please use at most ${CONTACT_LIMITS[field].toLocaleString("en-US")} characters`,
    invalid: "Please check the highlighted fields.",
  },
} as const;
