import { useEffect, useRef, type ComponentProps } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';

type NativeFilterSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'className'> & {
  active: boolean;
  /** The width the filters' line gives it from md on (theme/catalogFrameCss.ts). */
  width: 'brand' | 'category';
  value: string;
  /** The value picked (also one picked on the server's page before the app had started). */
  onValue: (value: string) => void;
};

/**
 * The catalogue's filter selects (brand, category): native, so keyboard and
 * screen readers know them and the first screen loads none of Chakra's
 * lazily loaded recipes; framed in the brand colour while a value is chosen
 * (styled by the theme's global CSS, theme/catalogFrameCss.ts).
 */
export function NativeFilterSelect({ active, width, value, onValue, ...props }: NativeFilterSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  // Adopting the server's page (not drawing anew, when the options may still be loading).
  const adopting = !useHydrated();
  // A choice made on the server's page before React adopted it fired no
  // change that React saw: it counts once the app is there.
  useEffect(() => {
    const picked = select.current?.value;
    if (adopting && picked !== undefined && picked !== value) onValue(picked);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <select
      ref={select}
      className="filter-select"
      data-active={active ? '' : undefined}
      data-width={width}
      value={value}
      onChange={(event) => onValue(event.currentTarget.value)}
      {...props}
    />
  );
}
