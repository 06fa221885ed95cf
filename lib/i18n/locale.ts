// Spanish is the only locale and URLs carry no prefix: no routing config, no middleware.
// es-GT: numbers as Guatemala writes them (4.5, 1,234.50), dates in Spanish. Plain constants, so
// client providers (components/layout/shell-intl.tsx) can name them too.
export const LOCALE = "es-GT";
export const TIME_ZONE = "America/Guatemala";
