import { Check } from 'lucide-react';

interface BulletListProps {
  items: readonly string[];
}

/** A plain list of statements with a check mark each (theme/infoCss.ts). */
export function BulletList({ items }: BulletListProps) {
  return (
    <ul className="info-list info-list--bullets">
      {items.map((item) => (
        <li className="info-list__item" key={item}>
          <div className="info-list__row">
            <div className="info-list__check" aria-hidden>
              <Check size={16} />
            </div>
            <div>{item}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
