/**
 * The class of the element that holds the simulator on the page: deferUntilNear
 * (./index.tsx) finds the server's HTML by it, and the live part finds its place.
 */
export const WRAPPER_CLASS = 'booking-rules-simulator';
