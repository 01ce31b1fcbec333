/** Runs work on the next frame; pointer moves are coalesced so the store changes at most once per frame. */
export interface FrameScheduler {
  request(callback: () => void): void;
}

/** The browser's animation frames. */
export const animationFrames: FrameScheduler = {
  request: (callback) => {
    requestAnimationFrame(() => callback());
  },
};

/** Runs the work at once: tests drive the editor without a browser. */
export const immediateFrames: FrameScheduler = { request: (callback) => callback() };
