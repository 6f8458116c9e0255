import { HTMLTable, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCustomerTypes, useSetCustomerTypeDefault } from '../hooks';

/** /prometheus/customer/setting: 'Tipo de cliente', the PRINCIPAL / INACTIVO toggle saved then reloaded (spec 001). */
export function CustomerTypesScreen() {
  const { t } = useTranslation('customers');
  const types = useCustomerTypes();
  const save = useSetCustomerTypeDefault();
  const rows = types.data?.customerTypes ?? [];
  return (
    <div className="customer-types">
      <ScreenHeading title={t('types.title')} />
      {types.isPending ? (
        <Spinner />
      ) : types.isError ? (
        <QueryProblem error={types.error} onRetry={() => void types.refetch()} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="tag" title={t('types.empty')} />
      ) : (
        <HTMLTable striped interactive className="customer-types__table">
          <thead>
            <tr>
              <th>{t('types.id')}</th>
              <th>{t('types.name')}</th>
              <th>{t('types.default')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.customerTypeId}>
                <td>{row.customerTypeId}</td>
                <td>{row.customerTypeName}</td>
                <td>
                  <Switch
                    checked={row.defaultType}
                    disabled={save.isPending}
                    aria-label={row.customerTypeName}
                    innerLabelChecked={t('types.principal')}
                    innerLabel={t('types.inactive')}
                    onChange={(event) => {
                      const defaultType = event.currentTarget.checked;
                      save.mutate(
                        { customerTypeId: row.customerTypeId, defaultType, _version: row._version },
                        {
                          onSuccess: () => void showToast({ message: t('types.saved', { name: row.customerTypeName, value: defaultType ? t('types.principal') : t('types.inactive') }), intent: 'success', icon: 'tick' }),
                          onError: (error) => showErrorToast(error),
                        },
                      );
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
