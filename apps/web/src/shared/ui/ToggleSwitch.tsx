export interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}

/**
 * An on/off switch drawn on a native checkbox (role="switch"): keyboard, form
 * and screen-reader behaviour come from the browser, so the catalogue does not
 * load Chakra's Switch state machine on its first screen. Styled by the
 * theme's global CSS (theme/catalogFrameCss.ts).
 */
export function ToggleSwitch({ checked, onChange, children }: ToggleSwitchProps) {
  return (
    <label className="toggle-switch">
      <input
        className="toggle-switch__input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
