import { useEffect, useState } from "react";
import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  NumericInput,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import {
  createActivitySchema,
  createSectionSchema,
  createWorkplanSchema,
} from "../../../../domain/workplans/schemas";
import {
  frequencyTypes,
  nextCronRuns,
} from "../../../../domain/workplans/temporality";
import { ChangeHistoryPanel } from "../../history/components";
import { QueryProblem, ScreenHeading } from "../../ui/components";
import { showToast } from "../../ui/toaster";
import { catalogueLanguage, checkForm, intlLocaleOf } from "../../ui/utils";
import {
  useCreateWorkplan,
  useCreateWorkplanActivity,
  useCreateWorkplanSection,
  useDeleteWorkplanActivity,
  useUpdateWorkplan,
  useUpdateWorkplanActivity,
  useUpdateWorkplanSection,
  useWorkplanActivities,
  useWorkplans,
  useWorkplanSections,
} from "../hooks";
import {
  activityProblem,
  activityValues,
  descriptionPreview,
  todayIso,
  type ActivityForm,
} from "../utils/forms";
import { NameAndDescriptionDialog, type NameAndDescription, type NameAndDescriptionProblems } from "./NameAndDescriptionDialog";
import { RichTextEditor } from "./RichTextEditor";
import { RichTextView } from "./RichTextView";
import "./workplans.css";

interface PlanRow {
  id: string;
  workplanName: string;
  description: unknown;
  sectionCount: number;
  _version: number;
  updatedAt?: string | null;
  updatedBy: string;
}
interface SectionRow {
  id: string;
  sectionName: string;
  description: unknown;
  activityCount: number;
  _version: number;
}
interface ActivityRow {
  id: string;
  activityName: string;
  description: unknown;
  marketReleaseDate: string;
  marketFinalDate: string;
  temporality: { cron: string; frecuency: number; frecuencyType: string };
  score: number;
  _version: number;
  updatedBy: string;
}

/** A failed save: the spec's message, then the server's reason (a stale version, a rule). */
function failed(message: string, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  void showToast({
    message: `${message} ${reason}`,
    intent: "danger",
    icon: "error",
    timeout: 10_000,
  });
}
function succeeded(message: string) {
  void showToast({ message, intent: "success", icon: "tick" });
}

function useLanguage() {
  const { i18n } = useTranslation("workplans");
  return catalogueLanguage(i18n.resolvedLanguage);
}

/** Plan dialog (add or edit): name Required and the rich-text description. Edit sends id and _version. */
function PlanDialog({
  plan,
  onClose,
}: {
  plan: PlanRow | "new";
  onClose: () => void;
}) {
  const { t } = useTranslation("workplans");
  const language = useLanguage();
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
          onSuccess: () => (succeeded(t("plans.changed")), onClose()),
          onError: (error) => failed(t("plans.updateError"), error),
        },
      );
    } else {
      create.mutate(
        { input: { workplanName, description: text } },
        {
          onSuccess: () => (succeeded(t("plans.added")), onClose()),
          onError: (error) => failed(t("plans.addError"), error),
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

/** Section form (add or edit): name Required and description; edit sends id and _version. */
function SectionFormDialog({
  workplanId,
  section,
  onClose,
}: {
  workplanId: string;
  section: SectionRow | "new";
  onClose: () => void;
}) {
  const { t } = useTranslation("workplans");
  const language = useLanguage();
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
          onSuccess: () => (succeeded(t("sections.updated")), onClose()),
          onError: (error) => failed(t("sections.updateError"), error),
        },
      );
    } else {
      create.mutate(
        { input: { workplanSectionWorkplanId: workplanId, sectionName, description: text } },
        {
          onSuccess: () => (succeeded(t("sections.added")), onClose()),
          onError: (error) => failed(t("sections.addError"), error),
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

function emptyActivity(): ActivityForm {
  const today = todayIso();
  return {
    activityName: "",
    description: null,
    marketReleaseDate: today,
    marketFinalDate: today,
    cron: "0 9 * * 1",
    frecuency: "1",
    frecuencyType: "weekly",
    score: "10",
  };
}

/** Activity form (add or edit): dates, temporality (cron, frequency, frequency type) and score. */
function ActivityFormDialog({
  sectionId,
  activity,
  onClose,
}: {
  sectionId: string;
  activity: ActivityRow | "new";
  onClose: () => void;
}) {
  const { t } = useTranslation("workplans");
  const language = useLanguage();
  const create = useCreateWorkplanActivity();
  const update = useUpdateWorkplanActivity();
  const editing = activity !== "new";
  const [form, setForm] = useState<ActivityForm>(
    editing
      ? {
          activityName: activity.activityName,
          description: activity.description,
          marketReleaseDate: activity.marketReleaseDate,
          marketFinalDate: activity.marketFinalDate,
          cron: activity.temporality.cron,
          frecuency: String(activity.temporality.frecuency),
          frecuencyType: activity.temporality.frecuencyType,
          score: String(activity.score),
        }
      : emptyActivity(),
  );
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
          onSuccess: () => (succeeded(t("activities.updated")), onClose()),
          onError: (error) => failed(t("activities.updateError"), error),
        },
      );
    } else {
      create.mutate(
        { input: check.value },
        {
          onSuccess: () => (succeeded(t("activities.added")), onClose()),
          onError: (error) => failed(t("activities.addError"), error),
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

/** An activity's detail: every field, the rendered description and the next three runs of its cron. */
function ActivityDetailDialog({
  activity,
  onClose,
}: {
  activity: ActivityRow;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("workplans");
  const format = new Intl.DateTimeFormat(
    intlLocaleOf(i18n.resolvedLanguage ?? "es"),
    { dateStyle: "full", timeStyle: "short", timeZone: "America/Mexico_City" },
  );
  const runs = nextCronRuns(activity.temporality.cron, 3);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={activity.activityName}
      className="workplans__dialog"
    >
      <DialogBody>
        <HTMLTable compact className="workplans__detail">
          <tbody>
            <tr>
              <th>{t("activities.release")}</th>
              <td>{activity.marketReleaseDate}</td>
            </tr>
            <tr>
              <th>{t("activities.final")}</th>
              <td>{activity.marketFinalDate}</td>
            </tr>
            <tr>
              <th>{t("activities.temporality")}</th>
              <td>
                <code>{activity.temporality.cron}</code> ·{" "}
                {t("activities.every", {
                  count: activity.temporality.frecuency,
                  type: t(
                    `frequencyTypes.${activity.temporality.frecuencyType as (typeof frequencyTypes)[number]}`,
                  ),
                })}
              </td>
            </tr>
            <tr>
              <th>{t("activities.nextRuns")}</th>
              <td>{runs.map((run) => format.format(run)).join(" · ")}</td>
            </tr>
            <tr>
              <th>{t("activities.score")}</th>
              <td>{activity.score}</td>
            </tr>
            <tr>
              <th>{t("updatedBy")}</th>
              <td>{activity.updatedBy}</td>
            </tr>
          </tbody>
        </HTMLTable>
        <RichTextView value={activity.description} empty={t("noDescription")} />
      </DialogBody>
      <DialogFooter actions={<Button text={t("close")} onClick={onClose} />} />
    </Dialog>
  );
}

/** The activities of a section: add, edit, detail and delete (unlike the original, all of them work). */
function ActivitiesDialog({
  section,
  onClose,
}: {
  section: SectionRow;
  onClose: () => void;
}) {
  const { t } = useTranslation("workplans");
  const activities = useWorkplanActivities(section.id);
  const remove = useDeleteWorkplanActivity();
  const [form, setForm] = useState<ActivityRow | "new" | null>(null);
  const [detail, setDetail] = useState<ActivityRow | null>(null);
  const [confirm, setConfirm] = useState<ActivityRow | null>(null);
  const rows = (activities.data?.workplanActivities ?? []) as ActivityRow[];
  const loaded = activities.isSuccess;
  useEffect(() => {
    if (loaded && rows.length === 0)
      void showToast({
        message: t("activities.none"),
        intent: "primary",
        icon: "info-sign",
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, rows.length === 0]);
  useEffect(() => {
    if (activities.isError)
      void showToast({
        message: t("activities.loadError"),
        intent: "danger",
        icon: "error",
      });
  }, [activities.isError, t]);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t("activities.title", { name: section.sectionName })}
      className="workplans__dialog workplans__dialog--wide"
    >
      <DialogBody>
        <div className="workplans__dialog-actions">
          <Button
            icon="add"
            intent={Intent.PRIMARY}
            text={t("activities.add")}
            onClick={() => setForm("new")}
          />
        </div>
        {activities.isPending ? (
          <Spinner />
        ) : activities.isError ? (
          <Callout intent="danger" title={t("activities.getError")}>
            <QueryProblem
              error={activities.error}
              onRetry={() => void activities.refetch()}
            />
          </Callout>
        ) : rows.length === 0 ? (
          <NonIdealState icon="search" title={t("activities.none")} />
        ) : (
          <HTMLTable
            striped
            compact
            className="workplans__table"
            aria-label={t("activities.tableLabel")}
          >
            <thead>
              <tr>
                <th>{t("activities.name")}</th>
                <th>{t("activities.release")}</th>
                <th>{t("activities.final")}</th>
                <th>{t("activities.temporality")}</th>
                <th>{t("activities.score")}</th>
                <th>{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.activityName}</td>
                  <td>{row.marketReleaseDate}</td>
                  <td>{row.marketFinalDate}</td>
                  <td>
                    <code>{row.temporality.cron}</code>
                  </td>
                  <td>{row.score}</td>
                  <td className="workplans__row-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      icon="eye-open"
                      aria-label={t("activities.detailOf", {
                        name: row.activityName,
                      })}
                      onClick={() => setDetail(row)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      icon="edit"
                      aria-label={t("activities.editOf", {
                        name: row.activityName,
                      })}
                      onClick={() => setForm(row)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      icon="trash"
                      intent={Intent.DANGER}
                      aria-label={t("activities.deleteOf", {
                        name: row.activityName,
                      })}
                      onClick={() => setConfirm(row)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("close")} onClick={onClose} />} />
      {form ? (
        <ActivityFormDialog
          sectionId={section.id}
          activity={form}
          onClose={() => setForm(null)}
        />
      ) : null}
      {detail ? (
        <ActivityDetailDialog
          activity={detail}
          onClose={() => setDetail(null)}
        />
      ) : null}
      {confirm ? (
        <Dialog
          isOpen
          onClose={() => setConfirm(null)}
          title={t("activities.deleteTitle")}
        >
          <DialogBody>
            {t("activities.deleteQuestion", { name: confirm.activityName })}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t("cancel")} onClick={() => setConfirm(null)} />
                <Button
                  intent={Intent.DANGER}
                  text={t("activities.delete")}
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { id: confirm.id, _version: confirm._version },
                      {
                        onSuccess: () => (
                          succeeded(t("activities.deleted")),
                          setConfirm(null)
                        ),
                        onError: (error) => (
                          failed(t("activities.deleteError"), error),
                          setConfirm(null)
                        ),
                      },
                    )
                  }
                />
              </>
            }
          />
        </Dialog>
      ) : null}
    </Dialog>
  );
}

/** A plan's sections: add, edit and view activities. */
function SectionsDialog({
  plan,
  onClose,
}: {
  plan: PlanRow;
  onClose: () => void;
}) {
  const { t } = useTranslation("workplans");
  const sections = useWorkplanSections(plan.id);
  const [form, setForm] = useState<SectionRow | "new" | null>(null);
  const [open, setOpen] = useState<SectionRow | null>(null);
  const rows = (sections.data?.workplanSections ?? []) as SectionRow[];
  const loaded = sections.isSuccess;
  useEffect(() => {
    if (loaded && rows.length === 0)
      void showToast({
        message: t("sections.none"),
        intent: "primary",
        icon: "info-sign",
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, rows.length === 0]);
  useEffect(() => {
    if (sections.isError) void showToast({ message: t("sections.loadError"), intent: "danger", icon: "error" });
  }, [sections.isError, t]);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t("sections.title", { name: plan.workplanName })}
      className="workplans__dialog workplans__dialog--wide"
    >
      <DialogBody>
        <RichTextView value={plan.description} />
        <div className="workplans__dialog-actions">
          <Button
            icon="add"
            intent={Intent.PRIMARY}
            text={t("sections.add")}
            onClick={() => setForm("new")}
          />
        </div>
        {sections.isPending ? (
          <Spinner />
        ) : sections.isError ? (
          <QueryProblem
            error={sections.error}
            onRetry={() => void sections.refetch()}
          />
        ) : rows.length === 0 ? (
          <NonIdealState icon="search" title={t("sections.none")} />
        ) : (
          <HTMLTable
            striped
            compact
            className="workplans__table"
            aria-label={t("sections.tableLabel")}
          >
            <thead>
              <tr>
                <th>{t("sections.name")}</th>
                <th>{t("sections.description")}</th>
                <th>{t("sections.activities")}</th>
                <th>{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.sectionName}</td>
                  <td className={Classes.TEXT_MUTED}>
                    {descriptionPreview(row.description)}
                  </td>
                  <td>
                    <Tag minimal round>
                      {row.activityCount}
                    </Tag>
                  </td>
                  <td className="workplans__row-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      icon="edit"
                      aria-label={t("sections.editOf", {
                        name: row.sectionName,
                      })}
                      onClick={() => setForm(row)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      icon="list"
                      aria-label={t("sections.activitiesOf", {
                        name: row.sectionName,
                      })}
                      onClick={() => setOpen(row)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <ChangeHistoryPanel recordType="Workplan" recordId={plan.id} />
      </DialogBody>
      <DialogFooter actions={<Button text={t("close")} onClick={onClose} />} />
      {form ? (
        <SectionFormDialog
          workplanId={plan.id}
          section={form}
          onClose={() => setForm(null)}
        />
      ) : null}
      {open ? (
        <ActivitiesDialog
          section={rows.find((row) => row.id === open.id) ?? open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * /prometheus/workplan: 'Planes de Trabajo' (spec 002). The table with the floating add button,
 * edit and view-sections actions; sections and activities open in dialogs over it.
 */
export function WorkplansScreen() {
  const { t, i18n } = useTranslation("workplans");
  const plans = useWorkplans();
  const [form, setForm] = useState<PlanRow | "new" | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const rows = (plans.data?.workplans ?? []) as PlanRow[];
  const opened = rows.find((row) => row.id === open) ?? null;
  const format = new Intl.DateTimeFormat(
    intlLocaleOf(i18n.resolvedLanguage ?? "es"),
    {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Mexico_City",
    },
  );
  useEffect(() => {
    if (plans.isError)
      void showToast({
        message: t("plans.loadError"),
        intent: "danger",
        icon: "error",
      });
  }, [plans.isError, t]);
  return (
    <div className="workplans">
      <ScreenHeading title={t("title")} />
      {plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <QueryProblem
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      ) : rows.length === 0 ? (
        <NonIdealState icon="clipboard" title={t("plans.none")} />
      ) : (
        <HTMLTable
          striped
          interactive
          className="workplans__table"
          aria-label={t("title")}
        >
          <thead>
            <tr>
              <th>{t("plans.name")}</th>
              <th>{t("plans.description")}</th>
              <th>{t("plans.sections")}</th>
              <th>{t("plans.updated")}</th>
              <th>{t("actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.workplanName}</td>
                <td className={Classes.TEXT_MUTED}>
                  {descriptionPreview(row.description)}
                </td>
                <td>
                  <Tag minimal round>
                    {row.sectionCount}
                  </Tag>
                </td>
                <td>
                  {row.updatedAt
                    ? `${format.format(new Date(row.updatedAt))} · ${row.updatedBy}`
                    : row.updatedBy}
                </td>
                <td className="workplans__row-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={t("plans.editOf", { name: row.workplanName })}
                    onClick={() => setForm(row)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon="list-detail-view"
                    aria-label={t("plans.sectionsOf", {
                      name: row.workplanName,
                    })}
                    onClick={() => setOpen(row.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Button
        className="workplans__fab"
        intent={Intent.PRIMARY}
        icon="plus"
        size="large"
        aria-label={t("plans.add")}
        title={t("plans.add")}
        onClick={() => setForm("new")}
      />
      {form ? <PlanDialog plan={form} onClose={() => setForm(null)} /> : null}
      {opened ? (
        <SectionsDialog plan={opened} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
