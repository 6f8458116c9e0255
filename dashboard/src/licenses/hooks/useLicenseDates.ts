import { useTranslation } from "react-i18next";

export function useLicenseDates() {
  const { i18n } = useTranslation("licenses");
  const locale = i18n.resolvedLanguage === "en" ? "en-US" : "es-MX";
  return {
    day: new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeZone: "America/Mexico_City",
    }),
    moment: new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Mexico_City",
    }),
  };
}
