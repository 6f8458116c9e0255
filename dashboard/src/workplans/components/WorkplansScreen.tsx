import { useEffect, useState } from "react";
import {
  Button,
  Classes,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { WorkplanRowFragment } from "../../graphql";
import { QueryProblem, ScreenHeading } from "../../ui/components";
import { showToast } from "../../ui/toaster";
import { useWorkplans } from "../hooks";
import { descriptionPreview } from "../utils/forms";
import { PlanDialog } from "./PlanDialog";
import { SectionsDialog } from "./SectionsDialog";
import "./workplans.css";
import { intlLocaleOf } from "../../ui/utils";

/**
 * /prometheus/workplan: 'Planes de Trabajo' (spec 002). The table with the floating add button,
 * edit and view-sections actions; sections and activities open in dialogs over it.
 */
export function WorkplansScreen() {
  const { t, i18n } = useTranslation("workplans");
  const plans = useWorkplans();
  const [form, setForm] = useState<WorkplanRowFragment | "new" | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const rows = (plans.data?.workplans ?? []);
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
