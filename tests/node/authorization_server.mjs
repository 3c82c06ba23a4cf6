// A real OAuth 2.1 / OpenID authorization server for toolvet's tests: oidc-provider (OpenID
// certified) issuing JWT access tokens (RFC 9068) for the resource a client names (RFC 8707),
// to machine clients by the client_credentials grant.
//
//   PORT=9900 AS_CLIENTS='[{"client_id": "a", "client_secret": "…", "scope": "mcp", "groups": ["ops"]}]' \
//   AS_JWKS='{"keys": [ … private JWKs … ]}' node authorization_server.mjs
//
// AS_JWKS (optional) are the signing keys, so a test can rotate them; AS_TOKEN_TTL the token
// lifetime in seconds. It prints "listening <issuer>" once it accepts connections.
import Provider from "oidc-provider";

const port = Number(process.env.PORT || 9900);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.AS_CLIENTS || "[]");
const groups = Object.fromEntries(clients.map((c) => [c.client_id, c.groups]));
const scopes = [...new Set(clients.flatMap((c) => c.scope.split(" ")))];

const configuration = {
  clients: clients.map((c) => ({
    client_id: c.client_id,
    client_secret: c.client_secret,
    grant_types: ["client_credentials"],
    redirect_uris: [],
    response_types: [],
    token_endpoint_auth_method: "client_secret_basic",
    scope: c.scope,
  })),
  scopes,
  features: {
    clientCredentials: { enabled: true },
    devInteractions: { enabled: false },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => undefined,
      useGrantedResource: () => true,
      getResourceServerInfo: (ctx, resource) => ({
        scope: scopes.join(" "),
        audience: resource,
        accessTokenTTL: Number(process.env.AS_TOKEN_TTL || 600),
        accessTokenFormat: "jwt",
        jwt: { sign: { alg: "RS256" } },
      }),
    },
  },
  extraTokenClaims: (ctx, token) => (groups[token.clientId] ? { groups: groups[token.clientId] } : {}),
};
if (process.env.AS_JWKS) configuration.jwks = JSON.parse(process.env.AS_JWKS);

const provider = new Provider(issuer, configuration);
provider.listen(port, "127.0.0.1", () => console.log(`listening ${issuer}`));
