/** Every test sees the engine with its card library registered (src-shared/engine/index.ts), as the app does, whichever engine module it imports first. */
import '../../src-shared/engine';
