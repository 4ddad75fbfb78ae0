/** Mock mode, fixed at build time by vite.config.ts (`define`): true unless VITE_MOCK_MODE=false. */
declare const __MOCK_MODE__: boolean;

/** Each operationId's documented error statuses (scripts/vite/documentedStatuses.ts). */
declare module 'virtual:documented-statuses' {
  const statuses: Readonly<
    Record<string, readonly import('./app/mockMode/errorStatuses.ts').ErrorStatus[]>
  >;
  export default statuses;
}
