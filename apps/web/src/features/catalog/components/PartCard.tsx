import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { CartButton } from './CartButton';
import { ImageCarousel } from './ImageCarousel';
import { NewBadge } from './NewBadge';
import { PartIdentity } from './PartIdentity';
import { PriceBlock } from './PriceBlock';
import { StockLabel } from './StockLabel';

export type PartItem = RouterOutputs['catalog']['search']['items'][number];

export interface PartCardProps {
  part: PartItem;
  layout: 'grid' | 'list';
  onOpen: (part: PartItem, imageIndex: number) => void;
  /** On the first screen: its image loads at once (ImageCarousel). */
  priority?: boolean;
}

/**
 * Each search answer brings new objects for the same parts: a card whose part
 * did not change (same fields, same images) is not rendered again.
 */
function samePart(a: PartItem, b: PartItem): boolean {
  return (Object.keys(a) as Array<keyof PartItem>).every((key) =>
    key === 'images' ? a.images.join('\n') === b.images.join('\n') : a[key] === b[key],
  );
}

/** A part in the grid or the list; the name opens the details dialog. */
export const PartCard = memo(
  function PartCard({ part, layout, onOpen, priority }: PartCardProps) {
    const { t } = useTranslation('catalog');
    const [imageIndex, setImageIndex] = useState(0);
    return (
      <article aria-label={part.name} className="part-card" data-layout={layout}>
        <div className="part-card__media">
          <div onClick={() => onOpen(part, imageIndex)}>
            <ImageCarousel
              images={part.images}
              name={part.name}
              height="180px"
              index={imageIndex}
              onIndexChange={setImageIndex}
              priority={priority}
            />
          </div>
          <div className="part-card__badge">
            <NewBadge createdAt={part.createdAt} updatedAt={part.updatedAt} />
          </div>
        </div>
        <div className="part-card__body">
          <h3 className="part-card__name">
            <button
              type="button"
              className="part-card__open"
              onClick={() => onOpen(part, imageIndex)}
              aria-label={t('card.details', { name: part.name })}
            >
              {part.name}
            </button>
          </h3>
          <PartIdentity partNumber={part.partNumber} brand={part.brand} />
          <div className="part-card__offer">
            <PriceBlock
              priceKopecks={part.priceKopecks}
              retailPriceKopecks={part.retailPriceKopecks}
              basePriceKopecks={part.basePriceKopecks}
            />
            <StockLabel availability={part.availability} />
          </div>
        </div>
        <div className="part-card__footer">
          <CartButton partId={part.id} partName={part.name} />
        </div>
      </article>
    );
  },
  (before, after) =>
    before.layout === after.layout &&
    before.onOpen === after.onOpen &&
    before.priority === after.priority &&
    samePart(before.part, after.part),
);
