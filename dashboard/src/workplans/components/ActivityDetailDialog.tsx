import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { type frequencyTypes, nextCronRuns } from "../../../../domain/workplans/temporality";
import type { WorkplanActivityRowFragment } from "../../graphql";
import { RichTextView } from "./RichTextView";
import { intlLocaleOf } from "../../ui/utils";

interface ActivityDetailDialogProps {
  activity: WorkplanActivityRowFragment;
  onClose: () => void;
}

/** An activity's detail: every field, the rendered description and the next three runs of its cron. */
export function ActivityDetailDialog({ activity, onClose }: ActivityDetailDialogProps) {
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
