/** Mock mode, fixed at build time by vite.config.ts (`define`): true unless VITE_MOCK_MODE=false. */
declare const __MOCK_MODE__: boolean;
