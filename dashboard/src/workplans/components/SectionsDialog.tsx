import { useEffect, useState } from "react";
import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { WorkplanRowFragment, WorkplanSectionRowFragment } from "../../graphql";
import { ChangeHistoryPanel } from "../../history/components";
import { QueryProblem } from "../../ui/components";
import { showToast } from "../../ui/toaster";
import { useWorkplanSections } from "../hooks";
import { descriptionPreview } from "../utils/forms";
import { ActivitiesDialog } from "./ActivitiesDialog";
import { RichTextView } from "./RichTextView";
import { SectionFormDialog } from "./SectionFormDialog";

interface SectionsDialogProps {
  plan: WorkplanRowFragment;
  onClose: () => void;
}

/** A plan's sections: add, edit and view activities. */
export function SectionsDialog({ plan, onClose }: SectionsDialogProps) {
  const { t } = useTranslation("workplans");
  const sections = useWorkplanSections(plan.id);
  const [form, setForm] = useState<WorkplanSectionRowFragment | "new" | null>(null);
  const [open, setOpen] = useState<WorkplanSectionRowFragment | null>(null);
  const rows = (sections.data?.workplanSections ?? []);
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
