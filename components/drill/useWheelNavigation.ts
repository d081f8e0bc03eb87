import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Wheel events closer together than this belong to one gesture (trackpad bursts, inertia). */
const GESTURE_GAP_MS = 250;

type WheelNavigationOptions = {
  active: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /**
   * The time stamp of the last wheel event, owned by a component that outlives the one
   * calling this hook: a gesture still running when the topic (and so the drill) changes
   * stays one gesture.
   */
  lastWheel: RefObject<number>;
};

/**
 * While active, one wheel or trackpad gesture moves one topic, however many events it
 * sends; the page does not scroll then. While inactive the wheel scrolls as usual.
 */
export function useWheelNavigation(options: WheelNavigationOptions): void {
  const { active, onNext, onPrevious, lastWheel } = options;
  const onGesture = useEffectEvent((forward: boolean) => (forward ? onNext() : onPrevious()));

  useEffect(() => {
    if (!active) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.deltaY === 0) return;
      event.preventDefault();
      const newGesture = event.timeStamp - lastWheel.current > GESTURE_GAP_MS;
      lastWheel.current = event.timeStamp;
      if (newGesture) onGesture(event.deltaY > 0);
    };
    window.addEventListener('wheel', onWheel, { passive: false });
    return () => window.removeEventListener('wheel', onWheel);
  }, [active, lastWheel]);
}
