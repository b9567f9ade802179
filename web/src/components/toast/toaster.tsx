import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE_THRESHOLD_PX, dismissToast, subscribe, type Toast } from './toast-store.js';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const paused = useRef(false);

  useEffect(() => {
    if (!toast.open) return;
    const timer = setTimeout(() => !paused.current && dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.open, toast.durationMs]);

  if (!toast.open) return null;
  // The gesture is followed on the window, so it keeps working when the pointer leaves the toast.
  // (The toast's text is not selectable: dragging selected text would cancel the gesture.)
  const onPointerDown = (event: PointerEvent) => {
    const from = event.clientX;
    const move = (moveEvent: globalThis.PointerEvent) => setOffset(Math.max(0, moveEvent.clientX - from));
    const up = (upEvent: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setOffset(0);
      if (upEvent.type === 'pointerup' && upEvent.clientX - from > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  return (
    <li
      className={`toast toast--${toast.variant}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
    >
      {/* The live region is the text, not the item: an <li> with a role is no longer a list item (axe), and the close button needs no announcing. */}
      <div className="toast__text" role={toast.variant === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__description">{toast.description}</p>
      </div>
      <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label={t('common.toast.close')}>
        ×
      </button>
    </li>
  );
}

/** The notifications region; F8 moves focus to it (spec section 9). */
export function Toaster() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const region = useRef<HTMLElement>(null);
  useEffect(() => subscribe(setToasts), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section ref={region} className="toaster" aria-label={t('common.toast.region')} tabIndex={-1}>
      <ol>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
