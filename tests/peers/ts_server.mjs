// A TypeScript SDK 2.x MCP server (npm @modelcontextprotocol/server 2.4.0) for toolvet's peer tests.
//
//   node22 tests/peers/ts_server.mjs stdio [--modern-only]
//   PORT=3001 node22 tests/peers/ts_server.mjs http [--modern-only]     # http://127.0.0.1:PORT/mcp
//
// It serves MCP 2026-07-28 (and, unless --modern-only, the 2025 legacy era too: the SDK's
// stateless legacy fallback over HTTP, a pinned legacy connection over stdio). Tools:
//   echo(text)                  -> text
//   forecast(city, days 1..14)  -> "<city>: <days> days"; `days` carries "x-mcp-header": "Days"
//   confirm_action(action)      -> MRTR: input_required with a form elicitation {confirm: boolean},
//                                  then "confirmed <action>" / "declined <action>" on the retry
// With env TOOLVET_PEER_CALL_LOG set, every tools/call is appended there as one JSON line
// ({tool, arguments} and, over HTTP, {headers: the request's mcp-* headers}) when it arrives,
// before the SDK validates or runs it. Logs go to stderr.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import process from 'node:process';

import {
    createMcpHandler,
    createRequestStateCodec,
    fromJsonSchema,
    inputRequired,
    inputResponse,
    McpServer
} from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';

const CALL_LOG = process.env.TOOLVET_PEER_CALL_LOG;
const [mode = 'stdio', ...flags] = process.argv.slice(2);
const modernOnly = flags.includes('--modern-only');

function log(...parts) {
    process.stderr.write(`[ts_server] ${parts.join(' ')}\n`);
}

function logCalls(message, headers) {
    if (!CALL_LOG) return;
    for (const item of Array.isArray(message) ? message : [message]) {
        if (item && typeof item === 'object' && item.method === 'tools/call') {
            const entry = { tool: item.params?.name, arguments: item.params?.arguments ?? null };
            if (item.params?._meta) entry.meta = item.params._meta;
            if (headers) entry.headers = headers;
            appendFileSync(CALL_LOG, `${JSON.stringify(entry)}\n`);
        }
    }
}

// requestState carries the action being confirmed, HMAC-signed (the spec's integrity MUST).
const stateCodec = createRequestStateCodec({ key: 'toolvet-peer-test-key-0123456789abcdef' });
const CONFIRM_SCHEMA = {
    type: 'object',
    properties: { confirm: { type: 'boolean', description: 'Go ahead?' } },
    required: ['confirm']
};

const text = value => ({ content: [{ type: 'text', text: value }] });

function buildServer() {
    const server = new McpServer(
        { name: 'toolvet-peer-ts', version: '2.4.0' },
        { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } }
    );
    server.registerTool(
        'echo',
        {
            description: 'Echo the text back.',
            inputSchema: fromJsonSchema({
                type: 'object',
                properties: { text: { type: 'string', description: 'What to echo.' } },
                required: ['text']
            })
        },
        async ({ text: value }) => text(value)
    );
    server.registerTool(
        'forecast',
        {
            description: 'Weather forecast for a city.',
            inputSchema: fromJsonSchema({
                type: 'object',
                properties: {
                    city: { type: 'string', description: 'City name.' },
                    days: { type: 'integer', minimum: 1, maximum: 14, 'x-mcp-header': 'Days' }
                },
                required: ['city', 'days']
            })
        },
        async ({ city, days }) => text(`${city}: ${days} days`)
    );
    server.registerTool(
        'confirm_action',
        {
            description: 'Ask the user to confirm an action.',
            inputSchema: fromJsonSchema({
                type: 'object',
                properties: { action: { type: 'string', description: 'What to confirm.' } },
                required: ['action']
            })
        },
        async ({ action }, ctx) => {
            const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
            if (answer.kind === 'missing') {
                return inputRequired({
                    inputRequests: {
                        confirm: inputRequired.elicit({ message: `Confirm ${action}?`, requestedSchema: CONFIRM_SCHEMA })
                    },
                    requestState: await stateCodec.mint({ action })
                });
            }
            const confirmed = answer.kind === 'elicit' && answer.action === 'accept' && answer.content?.confirm === true;
            return text(`${confirmed ? 'confirmed' : 'declined'} ${action}`);
        }
    );
    return server;
}

function mcpHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        if (name.startsWith('mcp-')) out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}

async function serveHttp() {
    const handler = createMcpHandler(buildServer, {
        legacy: modernOnly ? 'reject' : 'stateless',
        onerror: error => log('error:', error?.message ?? error)
    });
    const port = Number(process.env.PORT ?? 3001);
    const httpServer = createServer(async (req, res) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
        if (url.pathname !== '/mcp') {
            res.writeHead(404).end();
            return;
        }
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const body = Buffer.concat(chunks);
        if (req.method === 'POST') {
            try {
                logCalls(JSON.parse(body.toString('utf8')), mcpHeaders(req.headers));
            } catch {
                // not JSON: the SDK answers it
            }
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
            for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
        }
        const aborted = new AbortController();
        res.on('close', () => aborted.abort());
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const response = await handler.fetch(
            new Request(url, { method: req.method, headers, body: hasBody ? body : undefined, signal: aborted.signal })
        );
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) {
            try {
                for await (const chunk of response.body) res.write(chunk);
            } catch (error) {
                log('response stream ended:', error?.message ?? error);
            }
        }
        res.end();
    });
    httpServer.listen(port, '127.0.0.1', () => log(`listening on http://127.0.0.1:${port}/mcp`, modernOnly ? '(modern only)' : ''));
    const stop = () => {
        handler.close().finally(() => httpServer.close(() => process.exit(0)));
        httpServer.closeAllConnections();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
}

function serveOverStdio() {
    const transport = new StdioServerTransport();
    // The entry sets transport.onmessage; wrap it so every message is seen first.
    let deliver;
    Object.defineProperty(transport, 'onmessage', {
        get: () => deliver && (message => (logCalls(message), deliver(message))),
        set: handler => {
            deliver = handler;
        }
    });
    serveStdio(buildServer, {
        legacy: modernOnly ? 'reject' : 'serve',
        transport,
        onerror: error => log('error:', error?.message ?? error)
    });
    log('serving on stdio', modernOnly ? '(modern only)' : '');
}

if (mode === 'http') await serveHttp();
else if (mode === 'stdio') serveOverStdio();
else {
    log(`unknown mode ${mode}: use stdio or http`);
    process.exit(2);
}
