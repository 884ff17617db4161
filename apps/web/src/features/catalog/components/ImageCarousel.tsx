import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, photoSrcSet } from '@shop/schemas/catalogView';

/** Spec section 9: a horizontal move of at least 50 px turns the image. */
export const SWIPE_THRESHOLD_PX = 50;

export interface ImageCarouselProps {
  images: string[];
  name: string;
  /** A CSS length: the box keeps it whatever the image. */
  height: string;
  index: number;
  onIndexChange: (index: number) => void;
  /**
   * The image is on the first screen (the first cards of the results): load
   * it at once and first, since it is the page's largest paint; the others
   * load lazily as they scroll into view (issue 21).
   */
  priority?: boolean;
}

/** Part images with arrows and swipe; a broken image says so instead of a blank box. */
export function ImageCarousel({
  images,
  name,
  height,
  index,
  onIndexChange,
  priority = false,
}: ImageCarouselProps) {
  const { t } = useTranslation('catalog');
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null || count < 2) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    go(dx < 0 ? 1 : -1);
  };
  // A swipe must not also count as a click that opens the part.
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.stopPropagation();
  };
  const arrow = (step: number) => (event: MouseEvent) => {
    event.stopPropagation();
    go(step);
  };

  if (count === 0) return <Placeholder height={height} text={t('images.none')} />;
  return (
    <div
      className="part-carousel"
      style={{ height }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onClickCapture={onClickCapture}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('images.counter', { index: index + 1, total: count })}
    >
      {broken.has(index) ? (
        <Placeholder height={height} text={t('images.unavailable')} />
      ) : (
        <img
          className="part-carousel__image"
          src={images[index]}
          // Uploaded photos: a phone's card loads the 160/480 px rendition (issue 19).
          srcSet={photoSrcSet(images[index] ?? '')}
          sizes={CARD_IMAGE_SIZES}
          alt={t('images.alt', { name, index: index + 1 })}
          draggable={false}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setBroken((current) => new Set(current).add(index))}
        />
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className="part-carousel__arrow"
            data-side="previous"
            aria-label={t('images.previous')}
            onClick={arrow(-1)}
          >
            <ChevronLeft aria-hidden />
          </button>
          <button
            type="button"
            className="part-carousel__arrow"
            data-side="next"
            aria-label={t('images.next')}
            onClick={arrow(1)}
          >
            <ChevronRight aria-hidden />
          </button>
          <div className="part-carousel__dots" aria-hidden>
            {images.map((url, i) => (
              <div key={url} className="part-carousel__dot" data-current={i === index ? '' : undefined} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Placeholder({ height, text }: { height: string; text: string }) {
  return (
    <div className="part-carousel__placeholder" style={{ height }}>
      <ImageOff size={28} aria-hidden />
      <p>{text}</p>
    </div>
  );
}
