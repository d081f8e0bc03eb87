import { useEffect, useRef } from 'react';

/** Wheel events closer together than this belong to one gesture (trackpad bursts, inertia). */
export const GESTURE_GAP_MS = 250;

type WheelNavigationOptions = {
  active: boolean;
  onNext: () => void;
  onPrevious: () => void;
};

/**
 * While active, one wheel or trackpad gesture moves one snippet, however many events it
 * sends; the page does not scroll then. While inactive the wheel scrolls as usual.
 */
export function useWheelNavigation({ active, onNext, onPrevious }: WheelNavigationOptions): void {
  const handlers = useRef({ onNext, onPrevious });
  // Kept across re-subscriptions, so a gesture still running when the page changes stays one.
  const lastEvent = useRef(-Infinity);
  useEffect(() => {
    handlers.current = { onNext, onPrevious };
  });

  useEffect(() => {
    if (!active) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.deltaY === 0) return;
      event.preventDefault();
      const newGesture = event.timeStamp - lastEvent.current > GESTURE_GAP_MS;
      lastEvent.current = event.timeStamp;
      if (!newGesture) return;
      if (event.deltaY > 0) handlers.current.onNext();
      else handlers.current.onPrevious();
    };
    window.addEventListener('wheel', onWheel, { passive: false });
    return () => window.removeEventListener('wheel', onWheel);
  }, [active]);
}
