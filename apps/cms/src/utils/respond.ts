// The core controller helpers a custom action uses; Strapi's types mark them optional on `this`.
type CoreHelpers = {
  sanitizeOutput(data: unknown, ctx: unknown): Promise<unknown>;
  transformResponse(data: unknown, meta?: object): unknown;
  validateInput(data: unknown, ctx: unknown): Promise<void>;
  sanitizeInput(data: unknown, ctx: unknown): Promise<unknown>;
};

export function helpers(controller: unknown): CoreHelpers {
  return controller as CoreHelpers;
}

/** Sanitise for the caller's permissions, then shape as a REST answer (v4 or v5 format). */
export async function respond(controller: unknown, ctx: unknown, data: unknown, meta?: object) {
  const core = helpers(controller);
  return core.transformResponse(await core.sanitizeOutput(data, ctx), meta);
}
