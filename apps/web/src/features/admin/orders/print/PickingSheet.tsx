import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@shop/i18n/phone';
import type { RouterOutputs } from '../../../../shared/api/trpc';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { formatDateTime } from '@shop/i18n/dates';
import { SheetItems } from './SheetItems';

export type PrintedOrder = RouterOutputs['admin']['orders']['prepareForPrint']['order'];

const NOTE_LINES = 4;

/** 'Ордер лист': what the storekeeper picks, signs and hands over (spec section 2). */
export function PickingSheet({ order }: { order: PrintedOrder }) {
  const { t } = useTranslation(['admin', 'layout', 'orders']);
  const statusLabel = useStatusLabel();
  const customer: [string, string][] = [
    [t('admin:orders.sheet.name'), order.customerName],
    [t('admin:orders.sheet.email'), order.customerEmail],
    [t('admin:orders.sheet.phone'), formatPhone(order.customerPhone)],
    [t('admin:orders.sheet.company'), order.company || '—'],
    [t('admin:orders.sheet.city'), order.city || '—'],
    [t('admin:orders.sheet.address'), order.deliveryAddress || '—'],
    [t('admin:orders.sheet.delivery'), t(`orders:delivery.${order.deliveryMethod}`)],
  ];
  return (
    <article className="ps" aria-label={t('admin:orders.sheet.documentTitle', { number: order.orderNumber })}>
      <div className="ps-actions">
        <button type="button" onClick={() => window.print()}>
          {t('admin:orders.sheet.print')}
        </button>
      </div>
      <header className="ps-head">
        <div>
          <h1>{t('admin:orders.sheet.title')}</h1>
          <div>
            {t('admin:orders.sheet.orderNumber')} <strong>{order.orderNumber}</strong>
          </div>
        </div>
        <div className="ps-small">
          <div className="ps-company">{t('layout:company.legalName')}</div>
          <div>{t('layout:company.address')}</div>
          <div>
            {t('layout:company.phone')}, {t('layout:company.email')}
          </div>
        </div>
      </header>
      <dl className="ps-meta">
        <dt>{t('admin:orders.sheet.created')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t('admin:orders.sheet.status')}</dt>
        <dd>{statusLabel(order.status)}</dd>
      </dl>
      <p className="ps-blank">{t('admin:orders.sheet.storekeeper')}</p>
      <h2>{t('admin:orders.sheet.customer')}</h2>
      <dl className="ps-meta">
        {customer.map(([label, value]) => [
          <dt key={`${label}-t`}>{label}</dt>,
          <dd key={`${label}-d`}>{value}</dd>,
        ])}
      </dl>
      <h2>{t('admin:orders.sheet.items')}</h2>
      <SheetItems items={order.items} />
      <div className="ps-total">
        <span>{t('admin:orders.sheet.total')}:</span>
        <span>{formatRoubles(order.totalKopecks)}</span>
      </div>
      <h2>{t('admin:orders.sheet.comments')}</h2>
      <p>{order.comments || '—'}</p>
      <h2>{t('admin:orders.sheet.notes')}</h2>
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
  const { t } = useTranslation(['admin', 'layout', 'orders']);
  return (
    <section className="ps-signs">
      {[t('admin:orders.sheet.released'), t('admin:orders.sheet.received')].map((role) => (
        <div key={role}>
          <strong>{role}:</strong>
          <div className="ps-sign-line" />
          <div className="ps-caption">{t('admin:orders.sheet.signature')}</div>
          <p>{t('admin:orders.sheet.date')}</p>
        </div>
      ))}
    </section>
  );
}
