import { useState } from "react";
import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NumericInput,
} from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { createActivitySchema } from "../../../../domain/workplans/schemas";
import { frequencyTypes } from "../../../../domain/workplans/temporality";
import type { WorkplanActivityRowFragment } from "../../graphql";
import { checkForm } from "../../ui/utils";
import { useCreateWorkplanActivity, useUpdateWorkplanActivity, useWorkplansLanguage } from "../hooks";
import {
  activityForm,
  activityProblem,
  activityValues,
  emptyActivity,
  type ActivityForm,
} from "../utils/forms";
import { notifySaved, notifySaveFailed } from "../utils/notices";
import { RichTextEditor } from "./RichTextEditor";

interface ActivityFormDialogProps {
  sectionId: string;
  activity: WorkplanActivityRowFragment | "new";
  onClose: () => void;
}

/** Activity form (add or edit): dates, temporality (cron, frequency, frequency type) and score. */
export function ActivityFormDialog({ sectionId, activity, onClose }: ActivityFormDialogProps) {
  const { t } = useTranslation("workplans");
  const language = useWorkplansLanguage();
  const create = useCreateWorkplanActivity();
  const update = useUpdateWorkplanActivity();
  const editing = activity !== "new";
  const [form, setForm] = useState<ActivityForm>(editing ? activityForm(activity) : emptyActivity());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const field = (name: keyof ActivityForm) => ({
    intent: activityProblem(problems, name) ? Intent.DANGER : Intent.NONE,
    helperText: activityProblem(problems, name),
  });
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkForm(
      createActivitySchema,
      { ...activityValues(form), workplanSectionId: sectionId },
      language,
    );
    setProblems(check.problems);
    if (!check.value) return;
    const { workplanSectionId: _section, ...fields } = check.value;
    if (editing) {
      update.mutate(
        { input: { ...fields, id: activity.id, _version: activity._version } },
        {
          onSuccess: () => (notifySaved(t("activities.updated")), onClose()),
          onError: (error) => notifySaveFailed(t("activities.updateError"), error),
        },
      );
    } else {
      create.mutate(
        { input: check.value },
        {
          onSuccess: () => (notifySaved(t("activities.added")), onClose()),
          onError: (error) => notifySaveFailed(t("activities.addError"), error),
        },
      );
    }
  };
  const set = (change: Partial<ActivityForm>) =>
    setForm({ ...form, ...change });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={editing ? t("activities.editTitle") : t("activities.addTitle")}
      className="workplans__dialog workplans__dialog--wide"
    >
      <form onSubmit={save} noValidate>
        <DialogBody>
          <FormGroup
            label={t("activities.name")}
            labelInfo={t("required")}
            labelFor="activity-name"
            {...field("activityName")}
          >
            <InputGroup
              id="activity-name"
              value={form.activityName}
              maxLength={120}
              autoFocus
              onValueChange={(activityName) => set({ activityName })}
            />
          </FormGroup>
          <div className="workplans__grid">
            <FormGroup
              label={t("activities.release")}
              labelFor="activity-release"
              {...field("marketReleaseDate")}
            >
              <InputGroup
                id="activity-release"
                type="date"
                value={form.marketReleaseDate}
                onValueChange={(marketReleaseDate) =>
                  set({ marketReleaseDate })
                }
              />
            </FormGroup>
            <FormGroup
              label={t("activities.final")}
              labelFor="activity-final"
              {...field("marketFinalDate")}
            >
              <InputGroup
                id="activity-final"
                type="date"
                value={form.marketFinalDate}
                onValueChange={(marketFinalDate) => set({ marketFinalDate })}
              />
            </FormGroup>
            <FormGroup
              label={t("activities.cron")}
              labelFor="activity-cron"
              {...field("cron")}
            >
              <InputGroup
                id="activity-cron"
                value={form.cron}
                placeholder="0 9 * * 1"
                onValueChange={(cron) => set({ cron })}
              />
            </FormGroup>
            <FormGroup
              label={t("activities.frequency")}
              labelFor="activity-frequency"
              {...field("frecuency")}
            >
              <NumericInput
                id="activity-frequency"
                value={form.frecuency}
                min={1}
                max={366}
                fill
                onValueChange={(_n, frecuency) => set({ frecuency })}
              />
            </FormGroup>
            <FormGroup
              label={t("activities.frequencyType")}
              labelFor="activity-frequency-type"
              {...field("frecuencyType")}
            >
              <HTMLSelect
                id="activity-frequency-type"
                value={form.frecuencyType}
                fill
                onChange={(event) =>
                  set({ frecuencyType: event.currentTarget.value })
                }
              >
                {frequencyTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`frequencyTypes.${type}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup
              label={t("activities.score")}
              labelFor="activity-score"
              {...field("score")}
            >
              <NumericInput
                id="activity-score"
                value={form.score}
                min={0}
                max={100}
                fill
                onValueChange={(_n, score) => set({ score })}
              />
            </FormGroup>
          </div>
          <p className={Classes.TEXT_MUTED}>{t("activities.cronHint")}</p>
          <FormGroup
            label={t("activities.description")}
            labelFor="activity-description"
            {...field("description")}
          >
            <RichTextEditor
              id="activity-description"
              label={t("activities.description")}
              value={form.description}
              onChange={(description) => set({ description })}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("cancel")} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t("save")}
                loading={create.isPending || update.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
