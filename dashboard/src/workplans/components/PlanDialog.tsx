import { useTranslation } from "react-i18next";
import { createWorkplanSchema } from "../../../../domain/workplans/schemas";
import type { WorkplanRowFragment } from "../../graphql";
import { checkForm } from "../../ui/utils";
import { useCreateWorkplan, useUpdateWorkplan, useWorkplansLanguage } from "../hooks";
import { notifySaved, notifySaveFailed } from "../utils/notices";
import { NameAndDescriptionDialog, type NameAndDescription, type NameAndDescriptionProblems } from "./NameAndDescriptionDialog";

interface PlanDialogProps {
  plan: WorkplanRowFragment | "new";
  onClose: () => void;
}

/** Plan dialog (add or edit): name Required and the rich-text description. Edit sends id and _version. */
export function PlanDialog({ plan, onClose }: PlanDialogProps) {
  const { t } = useTranslation("workplans");
  const language = useWorkplansLanguage();
  const create = useCreateWorkplan();
  const update = useUpdateWorkplan();
  const editing = plan !== "new";
  const save = ({ name, description }: NameAndDescription): NameAndDescriptionProblems => {
    const check = checkForm(createWorkplanSchema, { workplanName: name, description }, language);
    if (!check.value) return { name: check.problems.workplanName, description: check.problems.description };
    const { workplanName, description: text } = check.value;
    if (editing) {
      update.mutate(
        { input: { id: plan.id, _version: plan._version, workplanName, description: text } },
        {
          onSuccess: () => (notifySaved(t("plans.changed")), onClose()),
          onError: (error) => notifySaveFailed(t("plans.updateError"), error),
        },
      );
    } else {
      create.mutate(
        { input: { workplanName, description: text } },
        {
          onSuccess: () => (notifySaved(t("plans.added")), onClose()),
          onError: (error) => notifySaveFailed(t("plans.addError"), error),
        },
      );
    }
    return {};
  };
  return (
    <NameAndDescriptionDialog
      idPrefix="workplan"
      title={editing ? t("plans.editTitle") : t("plans.addTitle")}
      nameLabel={t("plans.name")}
      descriptionLabel={t("plans.description")}
      initial={editing ? { name: plan.workplanName, description: plan.description } : { name: "", description: null }}
      pending={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
