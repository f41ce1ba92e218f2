// deferUntilNear finds the server's HTML by it, and the live part its place.
export const WRAPPER_CLASS = 'booking-rules-simulator';
