// Vitest stand-in for 'server-only' (its guard throws outside React Server Components).
export {};
