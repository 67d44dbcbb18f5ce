// Strapi passes an `env` helper to config functions; this types the parts we use.
type EnvFn = {
  (key: string, fallback?: string): string;
  int(key: string, fallback?: number): number;
  bool(key: string, fallback?: boolean): boolean;
};
