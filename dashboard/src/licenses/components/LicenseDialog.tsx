import { useState } from "react";
import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, NumericInput, Tag, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { renewLicenseSchema, revokeLicenseSchema, type LicenseStatus } from "../../../../domain/licenses/rules";
import { showErrorToast, showToast } from "../../ui/toaster";
import { catalogueLanguage, checkForm } from "../../ui/utils";
import type { PosLicenseRowFragment } from "../../graphql";
import { useRenewPosLicense, useRevokePosLicense } from "../hooks";
import { useLicenseDates } from "../hooks/useLicenseDates";
import { statusIntent } from "../utils/statusIntent";

interface LicenseDialogProps {
  license: PosLicenseRowFragment;
  onClose: () => void;
}

/** Renew (1 to 36 months, from the current expiry or from today once expired) or revoke, with the renewals recorded. */
export function LicenseDialog({
  license,
  onClose,
}: LicenseDialogProps) {
  const { t, i18n } = useTranslation("licenses");
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const dates = useLicenseDates();
  const renew = useRenewPosLicense();
  const revoke = useRevokePosLicense();
  const [months, setMonths] = useState("12");
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const revoked = license.status === "revoked";
  const doRenew = () => {
    const check = checkForm(
      renewLicenseSchema,
      {
        id: license.id,
        _version: license._version,
        months: months.trim() === "" ? Number.NaN : Number(months),
        note: note || undefined,
      },
      language,
    );
    setProblems(check.problems);
    if (!check.value) return;
    renew.mutate(
      { input: check.value },
      {
        onSuccess: (answer) => {
          void showToast({
            message: t("renewed", {
              register: license.registerNumber,
              store: license.warehouseId,
              date: dates.day.format(
                new Date(answer.renewPosLicense.expiresAt),
              ),
            }),
            intent: "success",
            icon: "tick",
          });
          onClose();
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };
  const doRevoke = () => {
    const check = checkForm(
      revokeLicenseSchema,
      { id: license.id, _version: license._version, reason },
      language,
    );
    setProblems(check.problems);
    if (!check.value) return;
    revoke.mutate(
      { input: check.value },
      {
        onSuccess: () => (
          void showToast({
            message: t("revokedOk"),
            intent: "warning",
            icon: "disable",
          }),
          onClose()
        ),
        onError: (error) => showErrorToast(error),
      },
    );
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t("dialogTitle", {
        register: license.registerNumber,
        store: `${license.warehouseId} · ${license.warehouseName}`,
      })}
      className="licenses__dialog"
    >
      <DialogBody>
        <HTMLTable compact className="licenses__detail">
          <tbody>
            <tr>
              <th>{t("key")}</th>
              <td>
                <code>{license.maskedKey}</code>
              </td>
            </tr>
            <tr>
              <th>{t("statusLabel")}</th>
              <td>
                <Tag intent={statusIntent[license.status as LicenseStatus]}>
                  {t(`status.${license.status as LicenseStatus}`)}
                </Tag>
              </td>
            </tr>
            <tr>
              <th>{t("expires")}</th>
              <td>{dates.day.format(new Date(license.expiresAt))}</td>
            </tr>
            {license.revokedAt ? (
              <tr>
                <th>{t("revokedLabel")}</th>
                <td>
                  {dates.moment.format(new Date(license.revokedAt))} ·{" "}
                  {license.revokedBy} · {license.revokeReason}
                </td>
              </tr>
            ) : null}
          </tbody>
        </HTMLTable>
        {!revoked ? (
          <Card className="licenses__renew">
            <FormGroup
              label={t("months")}
              labelFor="license-months"
              intent={problems.months ? Intent.DANGER : Intent.NONE}
              helperText={problems.months ?? t("monthsHint")}
            >
              <NumericInput
                id="license-months"
                value={months}
                min={1}
                max={36}
                onValueChange={(_n, text) => setMonths(text)}
              />
            </FormGroup>
            <FormGroup
              label={t("note")}
              labelFor="license-note"
              intent={problems.note ? Intent.DANGER : Intent.NONE}
              helperText={problems.note}
            >
              <InputGroup
                id="license-note"
                value={note}
                maxLength={200}
                onValueChange={setNote}
              />
            </FormGroup>
            <Button
              intent={Intent.PRIMARY}
              icon="refresh"
              text={t("renew")}
              loading={renew.isPending}
              onClick={doRenew}
            />
          </Card>
        ) : null}
        <h4>{t("renewals")}</h4>
        {license.renewals.length === 0 ? (
          <p className="bp6-text-muted">{t("noRenewals")}</p>
        ) : (
          <HTMLTable compact striped aria-label={t("renewals")}>
            <thead>
              <tr>
                <th>{t("renewedAt")}</th>
                <th>{t("renewedBy")}</th>
                <th>{t("months")}</th>
                <th>{t("previousExpiry")}</th>
                <th>{t("newExpiry")}</th>
                <th>{t("note")}</th>
              </tr>
            </thead>
            <tbody>
              {license.renewals.map((renewal) => (
                <tr key={renewal.renewedAt}>
                  <td>{dates.moment.format(new Date(renewal.renewedAt))}</td>
                  <td>{renewal.renewedBy}</td>
                  <td>{renewal.months}</td>
                  <td>
                    {dates.day.format(new Date(renewal.previousExpiresAt))}
                  </td>
                  <td>{dates.day.format(new Date(renewal.newExpiresAt))}</td>
                  <td>{renewal.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {!revoked ? (
          <Card className="licenses__revoke">
            <FormGroup
              label={t("reason")}
              labelFor="license-reason"
              intent={problems.reason ? Intent.DANGER : Intent.NONE}
              helperText={problems.reason}
            >
              <TextArea
                id="license-reason"
                value={reason}
                maxLength={200}
                fill
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </FormGroup>
            <Button
              intent={Intent.DANGER}
              icon="disable"
              text={t("revoke")}
              loading={revoke.isPending}
              onClick={doRevoke}
            />
          </Card>
        ) : null}
      </DialogBody>
      <DialogFooter actions={<Button text={t("close")} onClick={onClose} />} />
    </Dialog>
  );
}
