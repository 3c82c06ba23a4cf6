// A TypeScript SDK 2.x MCP client (npm @modelcontextprotocol/client 2.4.0) that runs steps in one
// connection, pinned to MCP 2026-07-28 (no fallback to the handshake), and prints one JSON line
// per step on stdout. Logs go to stderr.
//
//   node22 tests/peers/ts_client.mjs [options] URL
//   node22 tests/peers/ts_client.mjs [options] -- COMMAND [ARGS...]     # a stdio server
//
// Options:
//   --steps JSON        a JSON list of steps (default: read it from stdin)
//   --elicit ANSWER     how elicitation requests are answered: accept:key=value[,key=value...]
//                       (values parsed as JSON when they can be: true, 3, "x"), decline or cancel;
//                       default decline
//   --negotiation MODE  pin (default: { pin: '2026-07-28' }), auto, or legacy
// Steps: {"op": "list_tools"}, {"op": "call", "name": ..., "arguments": {...}}, {"op": "discover"}.
// A call prints the CallToolResult, or {"error": {"code", "message"}} for a JSON-RPC error.
import process from 'node:process';

import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

function log(...parts) {
    process.stderr.write(`[ts_client] ${parts.join(' ')}\n`);
}

function parseArgs(argv) {
    const options = { steps: undefined, elicit: 'decline', negotiation: 'pin', target: undefined, command: undefined };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--') {
            options.command = argv.slice(i + 1);
            break;
        } else if (arg === '--steps') options.steps = argv[++i];
        else if (arg === '--elicit') options.elicit = argv[++i];
        else if (arg === '--negotiation') options.negotiation = argv[++i];
        else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
        else options.target = arg;
    }
    if (!options.target && !options.command?.length) throw new Error('give a URL, or -- COMMAND ARGS for a stdio server');
    return options;
}

export function parseElicit(spec) {
    const [action, fields = ''] = spec.split(/:(.*)/s);
    if (!['accept', 'decline', 'cancel'].includes(action)) throw new Error(`bad --elicit ${spec}`);
    if (action !== 'accept') return { action };
    const content = {};
    for (const pair of fields.split(',').filter(Boolean)) {
        const [key, raw] = pair.split(/=(.*)/s);
        try {
            content[key] = JSON.parse(raw);
        } catch {
            content[key] = raw;
        }
    }
    return { action, content };
}

async function readStdin() {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}

function errorOf(error) {
    return { error: { code: error?.code ?? null, message: String(error?.message ?? error) } };
}

async function main() {
    const options = parseArgs(process.argv.slice(2));
    const steps = JSON.parse(options.steps ?? (await readStdin()));
    const answer = parseElicit(options.elicit);
    const mode = options.negotiation === 'pin' ? { pin: '2026-07-28' } : options.negotiation;

    const client = new Client(
        { name: 'toolvet-peer-ts-client', version: '2.4.0' },
        { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode } }
    );
    client.setRequestHandler('elicitation/create', async request => {
        log('elicitation:', JSON.stringify(request.params));
        return answer;
    });
    const transport = options.command
        ? new StdioClientTransport({
              command: options.command[0],
              args: options.command.slice(1),
              env: { ...process.env },
              stderr: 'inherit'
          })
        : new StreamableHTTPClientTransport(new URL(options.target));
    await client.connect(transport);
    log('connected, era', client.getProtocolEra(), 'version', client.getNegotiatedProtocolVersion());

    for (const step of steps) {
        let out;
        try {
            if (step.op === 'list_tools') out = await client.listTools();
            else if (step.op === 'discover') out = await client.discover();
            else if (step.op === 'call') out = await client.callTool({ name: step.name, arguments: step.arguments ?? {} });
            else out = { error: { code: null, message: `unknown op ${step.op}` } };
        } catch (error) {
            log('step failed:', error?.stack ?? error);
            out = errorOf(error);
        }
        process.stdout.write(`${JSON.stringify(out)}\n`);
    }
    await client.close();
}

try {
    await main();
} catch (error) {
    log('failed:', error?.stack ?? error);
    process.exitCode = 1;
}
