// Our content security policy allows no eval (script-src 'self'). Zod compiles object parsers
// with `new Function` where it can, and merely probing for that makes the browser report a CSP
// violation (a console error), so the web app parses without it.
//
// Zod is not on the first routes' path (only forms and the listing's address use it), so the
// setting cannot be made with `z.config()` here without loading zod. Zod keeps its settings in
// `globalThis.__zod_globalConfig` and adopts that object when it loads, before any schema is
// built; main.tsx runs this module first. zod-config.test.ts checks zod still reads it there.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });
