import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../../shared/api/trpc';

type Item = RouterOutputs['admin']['orders']['prepareForPrint']['order']['items'][number];

const COLUMNS = ['index', 'article', 'name', 'quantity', 'price', 'picked'] as const;

/** The lines to pick; 'Собрано' is left blank for the storekeeper's tick. */
export function SheetItems({ items }: { items: Item[] }) {
  const { t } = useTranslation('admin');
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} className={column === 'picked' ? 'picked' : undefined}>
                {t(`orders.sheet.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.partId}>
              <td className="num">{index + 1}</td>
              <td>{item.partNumber}</td>
              <td>
                {item.name}
                {item.toOrderQuantity > 0 && (
                  <div className="ps-small">
                    {t('orders.detail.toOrder', { count: item.toOrderQuantity })}
                  </div>
                )}
              </td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatRoubles(item.unitPriceKopecks)}</td>
              <td className="picked" />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ps-small">{t('orders.sheet.positions', { count: items.length, units })}</p>
    </>
  );
}
