import { useMemo, useState } from "react";
import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { licenseStatuses, type LicenseStatus } from "../../../../domain/licenses/rules";
import { QueryProblem, ScreenHeading } from "../../ui/components";
import type { PosLicenseFilter } from "../../graphql";
import { usePosLicenses } from "../hooks";
import { useLicenseDates } from "../hooks/useLicenseDates";
import { statusIntent } from "../utils/statusIntent";
import { LicenseDialog } from "./LicenseDialog";
import "./licenses.css";

/**
 * /prometheus/license ('Licencia', spec 000 section 6; content not shown in the spec): the
 * point-of-sale registers of each store with their masked license key, status and expiry, counters
 * by status, filters, and renewals recorded (who, when, new expiry).
 */
export function LicensesScreen() {
  const { t } = useTranslation("licenses");
  const dates = useLicenseDates();
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
