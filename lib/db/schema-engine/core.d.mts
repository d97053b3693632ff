export const IN_MEMORY_HOST: string;
export function loadEngineModule(): Promise<typeof import("@prisma/schema-engine-wasm")>;
export function makeAdapterFactory(datasource: { url: string; shadowDatabaseUrl?: string }): Promise<object>;
