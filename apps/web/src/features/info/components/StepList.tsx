interface StepListProps {
  steps: readonly string[];
}

/** Numbered steps ("how to start", "how to return"): an ordered list, so screen readers count too (theme/infoCss.ts). */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className="info-list info-list--steps">
      {steps.map((step, index) => (
        <li className="info-list__item" key={step}>
          <div className="info-list__row">
            <div className="info-list__number" aria-hidden>
              {index + 1}
            </div>
            <p className="info-list__step">{step}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
