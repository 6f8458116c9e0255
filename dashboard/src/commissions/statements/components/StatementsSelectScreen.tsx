import { useTranslation } from 'react-i18next';
import { SelectorScreen } from '../../components/SelectorScreen';
import { part } from '../../utils/paths';

/** estados-de-cuenta: the company selector, then the company's statements. */
export function StatementsSelectScreen() {
  const { t } = useTranslation('commissions');
  return (
    <SelectorScreen
      section={t('cards.statements.title')}
      module="Statements"
      then={null}
      to={({ organization }) => `estados-de-cuenta/lista/${part(organization.id)}`}
    />
  );
}
