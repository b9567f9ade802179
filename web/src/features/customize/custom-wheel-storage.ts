import { validateWheel, type WheelConfig } from '@lifewheel/wheel';
import { readStoredJson, storeJson } from '../../app/browser-storage.js';

const KEY = 'lifewheel.customWheel.v1';

/** The wheel a person built on the customize page, kept in this browser until they replace it. */
export function loadCustomWheel(): WheelConfig | null {
  const wheel = readStoredJson(KEY);
  return wheel !== null && validateWheel(wheel).length === 0 ? (wheel as WheelConfig) : null;
}

/** False when storage is full or blocked: the assessment reads the wheel from here, so the page must say so. */
export function saveCustomWheel(wheel: WheelConfig): boolean {
  return storeJson(KEY, wheel);
}
