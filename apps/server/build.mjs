// Bundles the server into dist/: our workspace packages are inlined (they ship TypeScript),
// everything from node_modules stays external and is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server.ts',
    'src/db/seed/cli.ts',
    'src/db/migrate-cli.ts',
    'src/db/backup-cli.ts',
    'src/cli/admin-cli.ts',
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@bondhon/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
