// A local OpenID Connect provider for the end-to-end tests' federated sign-in:
// `tsx oidc-provider-cli.ts --port P --redirect-uri URL`; once listening it prints
// `ready <issuer> <client id> <client secret>`.
import { parseArgs } from 'node:util';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from './oidc-provider';

const { values } = parseArgs({
  options: { port: { type: 'string' }, 'redirect-uri': { type: 'string' } },
});
if (!values.port || !values['redirect-uri']) {
  process.stderr.write('Usage: oidc-provider-cli --port P --redirect-uri URL\n');
  process.exit(2);
}
const provider = await startOidcProvider({
  port: Number(values.port),
  redirectUris: [values['redirect-uri']],
});
process.stdout.write(`ready ${provider.issuer} ${OIDC_CLIENT_ID} ${OIDC_CLIENT_SECRET}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
