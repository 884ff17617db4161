import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from '../../../../shared/i18n/translate';
import { formatPhone } from '../../components/format';
import type { RouterOutputs } from '../../../../shared/api/trpc';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { formatDateTime } from '@shop/i18n/dates';
import { SheetItems } from './SheetItems';

export type PrintedOrder = RouterOutputs['admin']['orders']['prepareForPrint']['order'];

const NOTE_LINES = 4;

/** 'Ордер лист': what the storekeeper picks, signs and hands over (spec section 2). */
export function PickingSheet({ order }: { order: PrintedOrder }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const customer: [string, string][] = [
    [t('adminOrders.sheet.name'), order.customerName],
    [t('adminOrders.sheet.email'), order.customerEmail],
    [t('adminOrders.sheet.phone'), formatPhone(order.customerPhone)],
    [t('adminOrders.sheet.company'), order.company || '—'],
    [t('adminOrders.sheet.city'), order.city || '—'],
    [t('adminOrders.sheet.address'), order.deliveryAddress || '—'],
    [t('adminOrders.sheet.delivery'), t(`orders.delivery.${order.deliveryMethod}`)],
  ];
  return (
    <article className="ps" aria-label={t('adminOrders.sheet.documentTitle', { number: order.orderNumber })}>
      <div className="ps-actions">
        <button type="button" onClick={() => window.print()}>
          {t('adminOrders.sheet.print')}
        </button>
      </div>
      <header className="ps-head">
        <div>
          <h1>{t('adminOrders.sheet.title')}</h1>
          <div>
            {t('adminOrders.sheet.orderNumber')} <strong>{order.orderNumber}</strong>
          </div>
        </div>
        <div className="ps-small">
          <div className="ps-company">{t('company.legalName')}</div>
          <div>{t('company.address')}</div>
          <div>
            {t('company.phone')}, {t('company.email')}
          </div>
        </div>
      </header>
      <dl className="ps-meta">
        <dt>{t('adminOrders.sheet.created')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t('adminOrders.sheet.status')}</dt>
        <dd>{statusLabel(order.status)}</dd>
      </dl>
      <p className="ps-blank">{t('adminOrders.sheet.storekeeper')}</p>
      <h2>{t('adminOrders.sheet.customer')}</h2>
      <dl className="ps-meta">
        {customer.map(([label, value]) => [
          <dt key={`${label}-t`}>{label}</dt>,
          <dd key={`${label}-d`}>{value}</dd>,
        ])}
      </dl>
      <h2>{t('adminOrders.sheet.items')}</h2>
      <SheetItems items={order.items} />
      <div className="ps-total">
        <span>{t('adminOrders.sheet.total')}:</span>
        <span>{formatRoubles(order.totalKopecks)}</span>
      </div>
      <h2>{t('adminOrders.sheet.comments')}</h2>
      <p>{order.comments || '—'}</p>
      <h2>{t('adminOrders.sheet.notes')}</h2>
      <div className="ps-lines" aria-hidden="true">
        {Array.from({ length: NOTE_LINES }, (_, i) => (
          <div key={i} />
        ))}
      </div>
      <Signatures />
    </article>
  );
}

function Signatures() {
  const { t } = useTranslation();
  return (
    <section className="ps-signs">
      {[t('adminOrders.sheet.released'), t('adminOrders.sheet.received')].map((role) => (
        <div key={role}>
          <strong>{role}:</strong>
          <div className="ps-sign-line" />
          <div className="ps-caption">{t('adminOrders.sheet.signature')}</div>
          <p>{t('adminOrders.sheet.date')}</p>
        </div>
      ))}
    </section>
  );
}
