// The environment as the form modules read it: process.env, or a plain object in tests.
export type Env = Readonly<Record<string, string | undefined>>;
