import { validateWheel, type WheelConfig } from '@lifewheel/wheel';

const KEY = 'lifewheel.customWheel.v1';

/** The wheel a person built on the customize page, kept in this browser until they replace it. */
export function loadCustomWheel(): WheelConfig | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const wheel = JSON.parse(raw) as WheelConfig;
    return validateWheel(wheel).length === 0 ? wheel : null;
  } catch {
    return null;
  }
}

export function saveCustomWheel(wheel: WheelConfig): void {
  window.localStorage.setItem(KEY, JSON.stringify(wheel));
}
