import { useTranslation } from "react-i18next";
import { createSectionSchema } from "../../../../domain/workplans/schemas";
import type { WorkplanSectionRowFragment } from "../../graphql";
import { checkForm } from "../../ui/utils";
import { useCreateWorkplanSection, useUpdateWorkplanSection, useWorkplansLanguage } from "../hooks";
import { notifySaved, notifySaveFailed } from "../utils/notices";
import { NameAndDescriptionDialog, type NameAndDescription, type NameAndDescriptionProblems } from "./NameAndDescriptionDialog";

interface SectionFormDialogProps {
  workplanId: string;
  section: WorkplanSectionRowFragment | "new";
  onClose: () => void;
}

/** Section form (add or edit): name Required and description; edit sends id and _version. */
export function SectionFormDialog({ workplanId, section, onClose }: SectionFormDialogProps) {
  const { t } = useTranslation("workplans");
  const language = useWorkplansLanguage();
  const create = useCreateWorkplanSection();
  const update = useUpdateWorkplanSection();
  const editing = section !== "new";
  const save = ({ name, description }: NameAndDescription): NameAndDescriptionProblems => {
    const check = checkForm(createSectionSchema, { workplanSectionWorkplanId: workplanId, sectionName: name, description }, language);
    if (!check.value) return { name: check.problems.sectionName, description: check.problems.description };
    const { sectionName, description: text } = check.value;
    if (editing) {
      update.mutate(
        { input: { id: section.id, _version: section._version, sectionName, description: text } },
        {
          onSuccess: () => (notifySaved(t("sections.updated")), onClose()),
          onError: (error) => notifySaveFailed(t("sections.updateError"), error),
        },
      );
    } else {
      create.mutate(
        { input: { workplanSectionWorkplanId: workplanId, sectionName, description: text } },
        {
          onSuccess: () => (notifySaved(t("sections.added")), onClose()),
          onError: (error) => notifySaveFailed(t("sections.addError"), error),
        },
      );
    }
    return {};
  };
  return (
    <NameAndDescriptionDialog
      idPrefix="section"
      title={editing ? t("sections.editTitle") : t("sections.addTitle")}
      nameLabel={t("sections.name")}
      descriptionLabel={t("sections.description")}
      initial={editing ? { name: section.sectionName, description: section.description } : { name: "", description: null }}
      pending={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
