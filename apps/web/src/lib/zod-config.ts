import { z } from 'zod';

// Our content security policy allows no eval (script-src 'self'). Zod compiles object parsers
// with `new Function` where it can, and merely probing for that makes the browser report a CSP
// violation (a console error), so the web app parses without it.
z.config({ jitless: true });
