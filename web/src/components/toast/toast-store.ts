// Spec sections 4 and 9: one toast visible at a time, shown 5 s by default; a dismissed toast
// leaves the list after TOAST_REMOVE_DELAY (its exit animation has long finished by then).
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const SWIPE_THRESHOLD_PX = 50;

export interface Toast {
  id: number;
  title?: string;
  description: string;
  variant: 'default' | 'error';
  open: boolean;
  durationMs: number;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function showToast(toast: Omit<Toast, 'id' | 'open' | 'durationMs' | 'variant'> & { variant?: Toast['variant']; durationMs?: number }): number {
  const id = nextId++;
  const next: Toast = { id, open: true, variant: 'default', durationMs: TOAST_DURATION_MS, ...toast };
  toasts = [next, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
  emit();
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        toasts = toasts.filter((toast) => toast.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}
