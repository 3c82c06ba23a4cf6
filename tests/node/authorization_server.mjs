// A real OAuth 2.1 / OpenID authorization server for toolvet's tests: oidc-provider (OpenID
// certified) issuing JWT access tokens (RFC 9068) for the resource a client names (RFC 8707), by
// the client_credentials, authorization_code (PKCE S256), refresh_token and RFC 8693 token
// exchange grants; clients may also register themselves (RFC 7591, open registration).
//
//   PORT=9900 AS_CLIENTS='[{"client_id": "a", "client_secret": "…", "scope": "mcp", "groups": ["ops"]}]' \
//   AS_JWKS='{"keys": [ … private JWKs … ]}' node authorization_server.mjs
//
// It prints "listening <issuer>" once it accepts connections. The environment:
//
//   PORT                      the port on 127.0.0.1 (default 9900); the issuer is http://127.0.0.1:PORT
//   AS_CLIENTS                the static clients, a JSON list of
//                               {client_id, client_secret?, scope?, groups?, grant_types?,
//                                redirect_uris?, token_endpoint_auth_method?, application_type?}
//                             grant_types defaults to ["client_credentials"]; a client without
//                             client_secret is public ("none"); token_endpoint_auth_method defaults
//                             to client_secret_basic for one with a secret. A client whose
//                             redirect_uris are all loopback (http://127.0.0.1/..., localhost, [::1])
//                             is "native": any port of them is accepted (RFC 8252 section 7.3).
//                             `scope` limits what the client may ask for; `groups` becomes a claim
//                             of its client_credentials tokens.
//   AS_SCOPES                 further scopes the server knows, space-separated, beside the clients'
//                             (a registered client can only ask for known scopes)
//   AS_JWKS                   the private signing keys ({"keys": [...]}, RS256), so a test can
//                             rotate them; default: one RSA key made at start
//   AS_TOKEN_TTL              the lifetime of every access token in seconds (default 600)
//   AS_REFRESH_TOKEN_TTL      the lifetime of refresh tokens in seconds (default 14 days)
//   AS_ROTATE_REFRESH_TOKENS  "public" (default: a refresh replaces the refresh token of a public
//                             client, and keeps a confidential client's), "always" or "never"
//
// Grants and what they give:
//
// - client_credentials: `resource` names the audience of the JWT access token.
// - authorization_code with PKCE (S256, required for every client) and loopback redirect URIs;
//   `resource` at /auth (and /token) is the JWT's audience; a refresh token comes with it for a
//   client allowed the refresh_token grant (no offline_access scope needed); refresh_token grants
//   keep the audience (or the `resource` they name).
// - urn:ietf:params:oauth:grant-type:token-exchange (RFC 8693), for clients whose grant_types
//   name it: the client authenticates as registered (client_secret_basic by default) and sends
//   subject_token (a JWT access token this server issued, unexpired, signature checked against its
//   own keys), subject_token_type=urn:ietf:params:oauth:token-type:access_token, one `resource`
//   and/or `audience` (the target) and optionally `scope` (default: the subject token's scopes the
//   client may ask for). The answer is {access_token, issued_token_type, token_type: "Bearer",
//   expires_in, scope}: a JWT with iss, sub (the subject's), aud (the target), client_id (the
//   exchanging client), act: {sub: <exchanging client_id>}, scope, iat, exp, jti, and the subject
//   token's `groups` when it had some. Errors are RFC 6749 / 8693 JSON: invalid_request (a missing
//   or unsupported parameter), invalid_grant (a subject token that is malformed, not signed by this
//   server, not an access token or expired), invalid_target (no target, or several), invalid_scope.
//   A client not allowed the grant is refused by oidc-provider with invalid_request ("requested
//   grant type is not allowed for this client").
//
// Logging in without a browser (oidc-provider's devInteractions; any login name, any password):
//
//   1. GET the authorization URL (/auth?...): 303 to /interaction/<uid>, with cookies to keep.
//   2. GET /interaction/<uid>: an HTML form <input name="prompt" value="login"/> posting to
//      /interaction/<uid>; POST prompt=login&login=<name>&password=<any> (form-encoded): 303 to
//      /auth/<uid>, which redirects to the next /interaction/<uid2>.
//   3. GET it: the consent form (prompt=consent); POST prompt=consent: 303 to /auth/<uid2>.
//   4. GET that: 303 to the client's redirect_uri?code=…&state=…&iss=… (the loopback callback).
//   The account's `sub` is the login name. tests/proxy/authorization.py `AuthorizationServer.log_in`
//   does exactly this with httpx.
import crypto from "node:crypto";

import Provider, { errors } from "oidc-provider";

const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
const ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token";
const LOOPBACKS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const ROTATIONS = new Set(["public", "always", "never"]);
const DAY = 24 * 60 * 60;

const port = Number(process.env.PORT || 9900);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.AS_CLIENTS || "[]");
const groups = Object.fromEntries(clients.map((c) => [c.client_id, c.groups]));
const words = (text) => (text || "").split(" ").filter(Boolean);
const scopes = [...new Set([...clients.flatMap((c) => words(c.scope)), ...words(process.env.AS_SCOPES)])];
const tokenTtl = positive("AS_TOKEN_TTL", 600);
const refreshTokenTtl = positive("AS_REFRESH_TOKEN_TTL", 14 * DAY);
const rotation = process.env.AS_ROTATE_REFRESH_TOKENS || "public";
if (!ROTATIONS.has(rotation)) {
  fail(`AS_ROTATE_REFRESH_TOKENS is ${JSON.stringify(rotation)}; expected one of ${[...ROTATIONS].join(", ")}`);
}
const jwks = process.env.AS_JWKS ? JSON.parse(process.env.AS_JWKS) : { keys: [newSigningKey()] };
// The public half of every signing key by kid: what a subject token must verify with.
const publicKeys = new Map(
  jwks.keys.map((jwk) => [jwk.kid, crypto.createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: "jwk" })]),
);
// What an exchanged access token says beyond the standard claims, by token (see extraTokenClaims).
const exchanged = new WeakMap();

function fail(message) {
  console.error(`authorization_server.mjs: ${message}`);
  process.exit(2);
}

function positive(name, fallback) {
  if (process.env[name] === undefined) return fallback;
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) fail(`${name} is ${JSON.stringify(process.env[name])}; expected a whole number of seconds above 0`);
  return value;
}

function newSigningKey() {
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: `generated-${crypto.randomUUID()}`, alg: "RS256", use: "sig" };
}

function isLoopback(uri) {
  const parsed = URL.parse(uri);
  return parsed !== null && parsed.protocol === "http:" && LOOPBACKS.has(parsed.hostname);
}

function staticClient(c) {
  const grantTypes = c.grant_types ?? ["client_credentials"];
  const redirectUris = c.redirect_uris ?? [];
  const metadata = {
    client_id: c.client_id,
    grant_types: grantTypes,
    redirect_uris: redirectUris,
    response_types: grantTypes.includes("authorization_code") ? ["code"] : [],
    token_endpoint_auth_method: c.token_endpoint_auth_method ?? (c.client_secret ? "client_secret_basic" : "none"),
  };
  if (c.client_secret) metadata.client_secret = c.client_secret;
  if (c.scope) metadata.scope = c.scope;
  const native = redirectUris.length > 0 && redirectUris.every(isLoopback);
  if (c.application_type || native) metadata.application_type = c.application_type ?? "native";
  return metadata;
}

// Every access token is a JWT for the resource it names, signed RS256 by this server's keys.
function resourceServerInfo(resource) {
  return {
    scope: scopes.join(" "),
    audience: resource,
    accessTokenTTL: tokenTtl,
    accessTokenFormat: "jwt",
    jwt: { sign: { alg: "RS256" } },
  };
}

function oauthError(code, description) {
  return new errors.CustomOIDCProviderError(code, description);
}

// --- RFC 8693 token exchange -----------------------------------------------------------------

function base64urlJson(part, what) {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw oauthError("invalid_grant", `subject_token is not a JWT: its ${what} is not base64url-encoded JSON`);
  }
}

// The claims of a JWT access token this server issued, else an invalid_grant saying why not.
function verifiedSubject(token) {
  const parts = token.split(".");
  if (parts.length !== 3) throw oauthError("invalid_grant", "subject_token is not a JWT (expected three dot-separated parts)");
  const header = base64urlJson(parts[0], "header");
  const claims = base64urlJson(parts[1], "payload");
  if (header.alg !== "RS256") {
    throw oauthError("invalid_grant", `subject_token is signed with ${JSON.stringify(header.alg)}; this server signs access tokens with RS256`);
  }
  const key = publicKeys.get(header.kid);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!key || !crypto.verify("sha256", signed, key, Buffer.from(parts[2], "base64url"))) {
    throw oauthError("invalid_grant", "subject_token was not signed by this authorization server");
  }
  if (header.typ !== "at+jwt") {
    throw oauthError("invalid_grant", `subject_token is not an access token (its typ is ${JSON.stringify(header.typ)}, expected "at+jwt")`);
  }
  if (claims.iss !== issuer) throw oauthError("invalid_grant", `subject_token was issued by ${JSON.stringify(claims.iss)}, not ${issuer}`);
  if (typeof claims.exp !== "number" || claims.exp <= Date.now() / 1000) {
    throw oauthError("invalid_grant", "subject_token has expired");
  }
  if (typeof claims.sub !== "string" || !claims.sub) throw oauthError("invalid_grant", "subject_token has no sub");
  return claims;
}

function listOf(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

// The one resource (or audience) the exchanged token is for.
function exchangeTarget(params) {
  const targets = [...new Set([...listOf(params.resource), ...listOf(params.audience)])];
  if (targets.length !== 1) {
    throw oauthError(
      "invalid_target",
      targets.length === 0
        ? "name the target of the exchanged token with `resource` (or `audience`)"
        : `one target per exchange: got ${targets.map((t) => JSON.stringify(t)).join(", ")}`,
    );
  }
  const parsed = URL.parse(targets[0]);
  if (parsed === null || !["http:", "https:"].includes(parsed.protocol) || parsed.hash) {
    throw oauthError("invalid_target", `${JSON.stringify(targets[0])} is not an absolute http(s) URI without a fragment`);
  }
  return targets[0];
}

// The requested scopes (default: the subject token's), each one the client may ask for.
function exchangeScope(client, subject, requested) {
  const allowed = new Set(client.scope ? words(client.scope) : scopes);
  if (requested === undefined) return words(subject.scope).filter((s) => allowed.has(s)).join(" ");
  const refused = words(requested).filter((s) => !allowed.has(s));
  if (refused.length) {
    throw new errors.InvalidScope(`client ${client.clientId} may not ask for ${refused.join(" ")}`, refused.join(" "));
  }
  return words(requested).join(" ");
}

async function tokenExchange(ctx) {
  const { client, params, provider } = ctx.oidc;
  for (const name of ["subject_token", "subject_token_type"]) {
    if (!params[name]) throw oauthError("invalid_request", `missing required parameter '${name}'`);
  }
  if (params.subject_token_type !== ACCESS_TOKEN_TYPE) {
    throw oauthError("invalid_request", `subject_token_type ${JSON.stringify(params.subject_token_type)} is not supported; expected ${ACCESS_TOKEN_TYPE}`);
  }
  if (params.requested_token_type !== undefined && params.requested_token_type !== ACCESS_TOKEN_TYPE) {
    throw oauthError("invalid_request", `requested_token_type ${JSON.stringify(params.requested_token_type)} is not supported; expected ${ACCESS_TOKEN_TYPE}`);
  }
  if (params.actor_token !== undefined) {
    throw oauthError("invalid_request", "actor_token is not supported: the authenticated client is the actor");
  }
  const target = exchangeTarget(params);
  const subject = verifiedSubject(params.subject_token);
  const scope = exchangeScope(client, subject, params.scope);
  const token = new provider.AccessToken({
    accountId: subject.sub,
    client,
    gty: TOKEN_EXCHANGE,
    scope: scope || undefined,
  });
  token.resourceServer = { ...resourceServerInfo(target), identifier: () => target };
  exchanged.set(token, { act: { sub: client.clientId }, ...(subject.groups ? { groups: subject.groups } : {}) });
  const value = await token.save();
  ctx.body = {
    access_token: value,
    issued_token_type: ACCESS_TOKEN_TYPE,
    token_type: "Bearer",
    expires_in: token.expiration,
    ...(scope ? { scope } : {}),
  };
}

// --- the provider ----------------------------------------------------------------------------

const configuration = {
  clients: clients.map(staticClient),
  // A registered client is native unless it says otherwise: its loopback redirect URIs may then
  // come back with any port, as an MCP client's ephemeral callback port does.
  clientDefaults: {
    application_type: "native",
    grant_types: ["authorization_code"],
    id_token_signed_response_alg: "RS256",
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  },
  scopes,
  jwks,
  cookies: { keys: [crypto.randomBytes(32).toString("base64url")] },
  pkce: { required: () => true },
  features: {
    clientCredentials: { enabled: true },
    devInteractions: { enabled: true },
    registration: { enabled: true },
    revocation: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => undefined,
      useGrantedResource: () => true,
      getResourceServerInfo: (ctx, resource) => resourceServerInfo(resource),
    },
  },
  issueRefreshToken: (ctx, client) => client.grantTypeAllowed("refresh_token"),
  rotateRefreshToken: (ctx) => rotation === "always" || (rotation === "public" && ctx.oidc.client.clientAuthMethod === "none"),
  ttl: {
    AccessToken: (ctx, token) => token.resourceServer?.accessTokenTTL || tokenTtl,
    ClientCredentials: (ctx, token) => token.resourceServer?.accessTokenTTL || tokenTtl,
    RefreshToken: () => refreshTokenTtl,
    Grant: () => Math.max(refreshTokenTtl, 14 * DAY),
    Session: () => 14 * DAY,
  },
  extraTokenClaims: (ctx, token) =>
    exchanged.get(token) ?? (groups[token.clientId] ? { groups: groups[token.clientId] } : {}),
};

const provider = new Provider(issuer, configuration);
provider.registerGrantType(
  TOKEN_EXCHANGE,
  tokenExchange,
  ["subject_token", "subject_token_type", "requested_token_type", "actor_token", "actor_token_type", "resource", "audience", "scope"],
  ["resource", "audience"],
);
provider.listen(port, "127.0.0.1", () => console.log(`listening ${issuer}`));
