import { useTranslation } from "react-i18next";
import { catalogueLanguage } from "../../ui/utils";

/** The language the shared schemas answer their problems in. */
export function useWorkplansLanguage() {
  const { i18n } = useTranslation("workplans");
  return catalogueLanguage(i18n.resolvedLanguage);
}
