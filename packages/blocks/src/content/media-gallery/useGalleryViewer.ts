import { useRef, useState, type PointerEvent, type TouchEvent } from 'react';

/** A swipe must travel more than this many pixels to change the image (spec 002 §4). */
export const SWIPE_THRESHOLD_PX = 50;

export interface UseGalleryViewerResult {
  /** The open image's index, or null when the viewer is closed. */
  index: number | null;
  open: (index: number) => void;
  close: () => void;
  /** Next and previous wrap around. */
  next: () => void;
  previous: () => void;
  jumpTo: (index: number) => void;
  /** Touch handlers for the image: a horizontal swipe of more than 50 px changes the image. */
  swipe: {
    onTouchStart: (event: TouchEvent) => void;
    onTouchEnd: (event: TouchEvent) => void;
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
  };
}

/** The gallery viewer's state (spec 002 §4): closed, or open at an index; next/previous wrap; swipe > 50 px. */
export function useGalleryViewer(count: number, initialIndex: number | null = null): UseGalleryViewerResult {
  const [index, setIndex] = useState<number | null>(initialIndex);
  const startX = useRef<number | null>(null);
  const step = (delta: number) =>
    setIndex((current) => (current === null || count === 0 ? current : (current + delta + count) % count));

  function end(x: number) {
    if (startX.current === null) return;
    const distance = x - startX.current;
    startX.current = null;
    if (distance < -SWIPE_THRESHOLD_PX) step(1);
    else if (distance > SWIPE_THRESHOLD_PX) step(-1);
  }

  return {
    index,
    open: (i) => setIndex(i),
    close: () => setIndex(null),
    next: () => step(1),
    previous: () => step(-1),
    jumpTo: (i) => setIndex(i),
    swipe: {
      onTouchStart: (event) => {
        startX.current = event.touches[0]?.clientX ?? null;
      },
      onTouchEnd: (event) => end(event.changedTouches[0]?.clientX ?? startX.current ?? 0),
      onPointerDown: (event) => {
        if (event.pointerType !== 'mouse') startX.current = event.clientX;
      },
      onPointerUp: (event) => {
        if (event.pointerType !== 'mouse') end(event.clientX);
      },
    },
  };
}
