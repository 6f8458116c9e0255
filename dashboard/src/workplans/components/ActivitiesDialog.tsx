import { useEffect, useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
} from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { WorkplanActivityRowFragment, WorkplanSectionRowFragment } from "../../graphql";
import { QueryProblem } from "../../ui/components";
import { showToast } from "../../ui/toaster";
import { useWorkplanActivities } from "../hooks";
import { ActivityDetailDialog } from "./ActivityDetailDialog";
import { ActivityFormDialog } from "./ActivityFormDialog";
import { DeleteActivityDialog } from "./DeleteActivityDialog";

interface ActivitiesDialogProps {
  section: WorkplanSectionRowFragment;
  onClose: () => void;
}

/** The activities of a section: add, edit, detail and delete (unlike the original, all of them work). */
export function ActivitiesDialog({ section, onClose }: ActivitiesDialogProps) {
  const { t } = useTranslation("workplans");
  const activities = useWorkplanActivities(section.id);
  const [form, setForm] = useState<WorkplanActivityRowFragment | "new" | null>(null);
  const [detail, setDetail] = useState<WorkplanActivityRowFragment | null>(null);
  const [confirm, setConfirm] = useState<WorkplanActivityRowFragment | null>(null);
  const rows = (activities.data?.workplanActivities ?? []);
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
        <DeleteActivityDialog activity={confirm} onClose={() => setConfirm(null)} />
      ) : null}
    </Dialog>
  );
}
