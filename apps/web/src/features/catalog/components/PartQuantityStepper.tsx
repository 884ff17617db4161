import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PartQuantityStepperProps {
  partName: string;
  quantity: number;
  onChange: (quantity: number) => void;
  /** The least the minus button goes to (1 for a quantity still to be bought). */
  min?: number;
  size?: '2xs' | 'xs' | 'sm';
}

/**
 * ±1 buttons and a digits-only field; an empty or zero value on leaving the
 * field means 0 (spec section 5). Plain elements (theme catalogCss.ts): a tap
 * on 'Купить' swaps the button for this stepper in the same task as its toast.
 */
export function PartQuantityStepper({
  partName,
  quantity,
  onChange,
  min = 1,
  size = 'sm',
}: PartQuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const commit = () => {
    const typed = Number.parseInt(draft, 10) || 0;
    if (typed === quantity) setDraft(String(quantity));
    else onChange(Math.max(typed, min - 1));
  };

  return (
    <div
      className="part-stepper"
      data-size={size}
      role="group"
      aria-label={t('card.quantityOf', { name: partName })}
    >
      <button
        type="button"
        className="part-stepper__button"
        aria-label={t('card.decrease')}
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden />
      </button>
      <input
        className="part-stepper__input"
        aria-label={t('card.quantityOf', { name: partName })}
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <button
        type="button"
        className="part-stepper__button"
        aria-label={t('card.increase')}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden />
      </button>
    </div>
  );
}
