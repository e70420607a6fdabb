// SPDX-License-Identifier: GPL-2.0-or-later
// A stand-in for Google's remote MCP server (discoveryengine.googleapis.com/mcp), built on the
// official 2026-era SDK (@modelcontextprotocol/server, createMcpHandler): stateless, speaks
// 2026-07-28 and the stateless 2025 leg, and exposes a `conversational_search` tool that
// answers with a canned AnswerQueryResponse (Japanese grounding, invented data).
// Usage: node fake-google-v2.mjs [PORT] [sse|json|auto]   (PORT 0 = any free port)
// Binds 127.0.0.1 only and prints "LISTENING <port>" when ready.
import http from 'node:http';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';

const port = Number(process.argv[2] ?? 0);
const responseMode = process.argv[3] ?? 'auto';
const base = 'projects/demo/locations/global/collections/default_collection/engines/tokyo/sessions/s-1';

function canned(args) {
  const text = '東京タワーの高さは333メートルです。1958年に完成しました。';
  const answer = {
    name: `${base}/answers/a-1`,
    state: 'SUCCEEDED',
    answerText: text,
    citations: [
      { startIndex: '0', endIndex: '51', sources: [{ referenceId: '0' }] },
      { startIndex: '51', endIndex: '82', sources: [{ referenceId: '1' }] },
    ],
    references: [
      { chunkInfo: { chunk: 'projects/demo/documents/d1/chunks/c1', content: '東京タワーは高さ333メートルの電波塔です。', relevanceScore: 0.93,
          documentMetadata: { document: 'projects/demo/documents/d1', uri: 'https://example.com/tokyo-tower', title: '東京タワーの概要' } } },
      { chunkInfo: { chunk: 'projects/demo/documents/d2/chunks/c2', content: '1958年12月に竣工しました。', relevanceScore: 0.81,
          documentMetadata: { document: 'projects/demo/documents/d2', uri: 'https://example.com/tokyo-tower/history', title: '東京タワーの歴史' } } },
    ],
    relatedQuestions: ['展望台の高さは？', '東京スカイツリーとの違いは？'],
    createTime: '2026-05-01T09:00:00Z',
    completeTime: '2026-05-01T09:00:02.500Z',
  };
  const response = { answer, answerQueryToken: 'token-log-1' };
  if (args.session) {
    response.session = {
      name: args.session === '-' ? base : args.session,
      state: 'IN_PROGRESS',
      turns: [{ query: { queryId: 'q-1', text: args.query.text }, answer: answer.name }],
    };
  }
  return response;
}

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'StatelessServer', version: '1.0.0' });
  server.registerTool('conversational_search', {
    description: 'Perform a conversational search on ingested data in Google owned data stores',
    inputSchema: z.object({ servingConfig: z.string(), query: z.object({ text: z.string() }) }).passthrough(),
    outputSchema: z.object({ answer: z.any(), session: z.any(), answerQueryToken: z.string() }),
  }, async (args) => {
    const result = canned(args);
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  });
  return server;
}, { responseMode });

const httpServer = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const address = httpServer.address();
  const response = await handler.fetch(new Request(`http://127.0.0.1:${address.port}${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: ['GET', 'HEAD'].includes(req.method) ? undefined : Buffer.concat(chunks),
  }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
});
httpServer.listen({ port, host: '127.0.0.1' }, () => {
  console.log(`LISTENING ${httpServer.address().port}`);
});
process.on('SIGTERM', () => httpServer.close(() => process.exit(0)));
