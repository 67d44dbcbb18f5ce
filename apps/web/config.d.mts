// Types of config.mjs (plain JavaScript: server.mjs runs it without a build step).
export type Setting = {
  name: string;
  kind: 'int' | 'number' | 'string' | 'url' | 'enum' | 'flag' | 'secret';
  default?: string | number | null;
  min?: number;
  max?: number;
  values?: readonly string[];
  localOnly?: string;
};
export type ConfigValue = string | number | boolean | null;
export declare const SETTINGS: readonly Setting[];
export declare function localDefaultsAllowed(env?: Record<string, string | undefined>): boolean;
export declare function isLoopbackHost(host: string | null | undefined): boolean;
export declare function publicSecretsInUse(env?: Record<string, string | undefined>): string[];
export declare function openBindRefusal(host: string, variable: string, env?: Record<string, string | undefined>): string | null;
export declare class ConfigError extends Error {
  problems: string[];
  constructor(problems: string[]);
}
export declare function readConfig(env?: Record<string, string | undefined>): { values: Record<string, ConfigValue>; problems: string[] };
export declare function config(): Record<string, ConfigValue>;
export declare function setting(name: string): ConfigValue;
export declare function settingText(name: string): string | null;
export declare function settingNumber(name: string): number;
export declare function secret(name: string): string;
