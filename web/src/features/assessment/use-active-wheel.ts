import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultWheel, type WheelConfig } from '@lifewheel/wheel';
import { loadCustomWheel } from '../customize/custom-wheel-storage.js';

export interface ActiveWheel {
  wheel: WheelConfig;
  custom: boolean;
  signature: string;
}

/** `?wheel=custom` uses the wheel built on the customize page; anything else the 12 defaults. */
export function useActiveWheel(): ActiveWheel {
  const [params] = useSearchParams();
  const wantsCustom = params.get('wheel') === 'custom';
  return useMemo(() => {
    const custom = wantsCustom && typeof window !== 'undefined' ? loadCustomWheel() : null;
    const wheel = custom ?? defaultWheel();
    return { wheel, custom: custom !== null, signature: JSON.stringify(wheel) };
  }, [wantsCustom]);
}
