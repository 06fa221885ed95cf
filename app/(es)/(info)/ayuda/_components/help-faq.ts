// The FAQ of /ayuda by section: keys into messages helpPage.faq.
export const HELP_SECTIONS = [
  { id: "cupones", questions: ["use", "deadline", "refund", "gift"] },
  { id: "pagos", questions: ["payment"] },
  { id: "cuenta", questions: ["password"] },
  { id: "soporte", questions: ["support"] },
] as const;

export type HelpQuestion = (typeof HELP_SECTIONS)[number]["questions"][number];
