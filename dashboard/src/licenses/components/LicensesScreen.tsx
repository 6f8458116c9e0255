import { useMemo, useState } from "react";
import {
  Button,
  Card,
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
  TextArea,
} from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import {
  licenseStatuses,
  renewLicenseSchema,
  revokeLicenseSchema,
  type LicenseStatus,
} from "../../../../domain/licenses/rules";
import { QueryProblem, ScreenHeading } from "../../ui/components";
import { showErrorToast, showToast } from "../../ui/toaster";
import { catalogueLanguage, checkForm, intlLocaleOf } from "../../ui/utils";
import type { PosLicenseFilter, PosLicenseRowFragment } from "../../graphql";
import {
  usePosLicenses,
  useRenewPosLicense,
  useRevokePosLicense,
} from "../hooks";
import "./licenses.css";

const statusIntent: Record<LicenseStatus, Intent> = {
  active: Intent.SUCCESS,
  expiring: Intent.WARNING,
  expired: Intent.DANGER,
  revoked: Intent.NONE,
};

function useDates() {
  const { i18n } = useTranslation("licenses");
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? "es");
  return {
    day: new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeZone: "America/Mexico_City",
    }),
    moment: new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Mexico_City",
    }),
  };
}

/** Renew (1 to 36 months, from the current expiry or from today once expired) or revoke, with the renewals recorded. */
function LicenseDialog({
  license,
  onClose,
}: {
  license: PosLicenseRowFragment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("licenses");
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const dates = useDates();
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

/**
 * /prometheus/license ('Licencia', spec 000 section 6; content not shown in the spec): the
 * point-of-sale registers of each store with their masked license key, status and expiry, counters
 * by status, filters, and renewals recorded (who, when, new expiry).
 */
export function LicensesScreen() {
  const { t } = useTranslation("licenses");
  const dates = useDates();
  const [filter, setFilter] = useState<PosLicenseFilter>({});
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const licenses = usePosLicenses(filter);
  const all = useMemo(() => licenses.data?.posLicenses ?? [], [licenses.data]);
  const rows = useMemo(() => {
    const text = search.trim().toUpperCase();
    return text
      ? all.filter(
          (row) =>
            row.warehouseId.includes(text) ||
            row.warehouseName.toUpperCase().includes(text),
        )
      : all;
  }, [all, search]);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        licenseStatuses.map((status) => [
          status,
          all.filter((row) => row.status === status).length,
        ]),
      ) as Record<LicenseStatus, number>,
    [all],
  );
  const opened = all.find((row) => row.id === open) ?? null;
  return (
    <div className="licenses">
      <ScreenHeading title={t("title")} />
      <div
        className="licenses__counters"
        role="group"
        aria-label={t("countersLabel")}
      >
        {licenseStatuses.map((status) => (
          <Button
            key={status}
            variant={filter.status === status ? "solid" : "outlined"}
            intent={statusIntent[status]}
            onClick={() =>
              setFilter({
                ...filter,
                status: filter.status === status ? undefined : status,
              })
            }
          >
            {t(`status.${status}`)}: <strong>{counts[status]}</strong>
          </Button>
        ))}
      </div>
      <div className="licenses__filters">
        <FormGroup label={t("company")} labelFor="license-company" inline>
          <HTMLSelect
            id="license-company"
            value={filter.organizationId ?? ""}
            onChange={(event) =>
              setFilter({
                ...filter,
                organizationId: event.currentTarget.value || undefined,
              })
            }
          >
            <option value="">{t("allCompanies")}</option>
            <option value="01">BAMA (01)</option>
            <option value="02">TCO (02)</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t("statusLabel")} labelFor="license-status" inline>
          <HTMLSelect
            id="license-status"
            value={filter.status ?? ""}
            onChange={(event) =>
              setFilter({
                ...filter,
                status: event.currentTarget.value || undefined,
              })
            }
          >
            <option value="">{t("allStatuses")}</option>
            {licenseStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <InputGroup
          leftIcon="search"
          placeholder={t("searchStore")}
          aria-label={t("searchStore")}
          value={search}
          onValueChange={setSearch}
        />
      </div>
      {licenses.isPending ? (
        <Spinner />
      ) : licenses.isError ? (
        <QueryProblem
          error={licenses.error}
          onRetry={() => void licenses.refetch()}
        />
      ) : rows.length === 0 ? (
        <NonIdealState icon="endorsed" title={t("none")} />
      ) : (
        <HTMLTable
          striped
          interactive
          compact
          className="licenses__table"
          aria-label={t("title")}
        >
          <thead>
            <tr>
              <th>{t("store")}</th>
              <th>{t("register")}</th>
              <th>{t("key")}</th>
              <th>{t("statusLabel")}</th>
              <th>{t("expires")}</th>
              <th>{t("daysLeft")}</th>
              <th>{t("lastRenewal")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  {row.warehouseId} · {row.warehouseName}
                </td>
                <td>{t("registerNumber", { number: row.registerNumber })}</td>
                <td>
                  <code>{row.maskedKey}</code>
                </td>
                <td>
                  <Tag intent={statusIntent[row.status as LicenseStatus]}>
                    {t(`status.${row.status as LicenseStatus}`)}
                  </Tag>
                </td>
                <td>{dates.day.format(new Date(row.expiresAt))}</td>
                <td>{row.status === "revoked" ? "—" : row.daysLeft}</td>
                <td>
                  {row.renewals[0]
                    ? `${dates.day.format(new Date(row.renewals[0].renewedAt))} · ${row.renewals[0].renewedBy}`
                    : "—"}
                </td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="more"
                    text={t("manage")}
                    aria-label={t("manageOf", {
                      register: row.registerNumber,
                      store: row.warehouseId,
                    })}
                    onClick={() => setOpen(row.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {opened ? (
        <LicenseDialog license={opened} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
