// `server-only` throws outside a React server bundle; tests run data-access code under Node.
export {};
