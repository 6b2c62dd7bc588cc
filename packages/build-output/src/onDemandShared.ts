/**
 * Shared modules that only some pages use. The shell provides them, but the server preloads them
 * only for the pages whose remote takes them, so the other pages never download them.
 */
export const onDemandShared = ['@gold/ui/form', '@gold/ui/overlay', '@gold/http/client'] as const;
