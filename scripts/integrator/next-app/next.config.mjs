// The integrator's Next.js App Router app (scripts/integrator/check.mjs): Next's defaults, the app's own folder as
// its root (the check's temp folder holds another app with a lockfile of its own beside it).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default { turbopack: { root: dirname(fileURLToPath(import.meta.url)) } };
