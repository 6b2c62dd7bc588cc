import { beforeEach } from 'vitest';
import { preferReducedMotion } from './reducedMotion';

// Every test starts with motion allowed (jsdom has no matchMedia).
beforeEach(() => preferReducedMotion(false));
